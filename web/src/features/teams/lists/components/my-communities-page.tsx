import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { OutputOf } from '@shared/api/routes';
import type { TeamKind } from '@shared/schemas/team';
import { ActionLinks } from '@web/components/lists';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { Avatar } from '@web/components/avatar';
import { kindLabel, roleLabel } from '@web/features/teams/shared/text';
import { useViewer } from '@web/features/teams/shared/use-viewer';
import { teamHref } from './team-card';
import { SectionError } from '@web/features/teams/shared/section-error';
import { ListEmpty, ListLoading } from './list-states';

type MyTeam = OutputOf<'listUserTeams'>['items'][number];

const sections: { key: string; title: MessageDescriptor; kinds: TeamKind[] }[] = [
  { key: 'teams', title: msg`Teams`, kinds: ['team'] },
  { key: 'communities', title: msg`Communities`, kinds: ['community'] },
  { key: 'leagues', title: msg`Leagues and organizations`, kinds: ['league', 'organization'] },
];

/** `my-communities` (login): every team, community, league and organization the person is on, with their role. */
export function MyCommunitiesPage() {
  const { t } = useLingui();
  const { uid } = useViewer();
  const { data, error, mutate } = useApi('listUserTeams', uid ? { params: { uid } } : null);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{t`My communities | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>My communities</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>The teams, communities, leagues and organizations you are on.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Link to={paths.teamsDirectory} className={textLink}>
            <Trans>Find more</Trans>
          </Link>
          <Link to={paths.teamCreate} className={primaryButton}>
            <Trans>Create a team</Trans>
          </Link>
        </div>
      </header>

      {error && !data ? (
        <SectionError what={t`your communities`} error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <ListLoading label={t`Loading your communities…`} count={3} />
      ) : data.items.length === 0 ? (
        <ListEmpty title={t`You are not on any team or community yet.`}>
          <p className="text-slate-700">
            <Trans>Find one near you, or start your own: it takes a couple of minutes.</Trans>
          </p>
          <ActionLinks
            main={{ to: paths.teamsDirectory, label: t`Find teams near you` }}
            other={{ to: paths.startCommunity, label: t`Learn about starting a community` }}
            className="flex flex-wrap items-center gap-4"
          />
        </ListEmpty>
      ) : (
        sections.map(({ key, title: titleMessage, kinds }) => {
          const title = t(titleMessage);
          const items = data.items.filter((team) => kinds.includes(team.kind));
          if (items.length === 0) return null;
          return (
            <section key={key} aria-label={title} className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                {title} <span className="font-normal text-slate-600">({items.length})</span>
              </h2>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {items.map((team) => (
                  <MyTeamRow key={team.teamId} team={team} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function MyTeamRow({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  return (
    <li className="flex items-center gap-3 p-3">
      <Avatar name={team.name} photoURL={team.photoURL} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={teamHref({ id: team.teamId, kind: team.kind, slug: null })}
          className="truncate rounded-sm font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {team.name}
        </Link>
        <span className="text-sm text-slate-600">{t(kindLabel[team.kind])}</span>
      </div>
      <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
        {t(roleLabel[team.role])}
      </span>
    </li>
  );
}
