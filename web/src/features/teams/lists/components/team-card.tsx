import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OutputOf } from '@shared/api/routes';
import { paths } from '@web/lib/paths';
import { kindLabel } from '@web/features/teams/shared/text';
import { UserLink } from '@web/components/user-link';
import { gameTypeName } from '@web/lib/game-types';

type ListedTeam = OutputOf<'listTeams'>['items'][number];

/** Where a team's card leads: organizations to their org/{slug} address when they have one. */
export function teamHref(team: Pick<ListedTeam, 'id' | 'kind' | 'slug'>): string {
  if (team.kind === 'organization') return team.slug ? paths.org(team.slug) : paths.organization(team.id);
  return paths.team(team.id);
}

function TeamPicture({ name, photoURL }: { name: string; photoURL: string | null }) {
  if (photoURL) return <img src={photoURL} alt="" className="size-14 shrink-0 rounded-lg object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-xl font-bold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * One team in a list: picture, name (the link), kind, game, city and member count. External teams
 * also link out to their own site, in a new tab without handing it this page (noopener).
 */
export function TeamCard({ team, distance }: { team: ListedTeam; distance?: string | undefined }) {
  const { t } = useLingui();
  const name = team.name;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <TeamPicture name={team.name} photoURL={team.photoURL} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            <Link
              to={teamHref(team)}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {team.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {t(kindLabel[team.kind])} · {gameTypeName(team.gameType)}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>
            {team.city}
            {distance ? ` · ${distance}` : ''}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>
            <Plural value={team.memberCount} one="# member" other="# members" />
          </span>
        </li>
      </ul>
      {team.description && <p className="line-clamp-2 text-sm text-slate-700">{team.description}</p>}
      {team.external && team.externalUrl && (
        <UserLink
          href={team.externalUrl}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Visit {name}’s website</Trans>
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </UserLink>
      )}
    </article>
  );
}
