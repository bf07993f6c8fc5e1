import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { apiKey, useApi, useApiMutation } from '@web/lib/use-api';
import { kindLabel } from '@web/features/teams/shared/text';
import { useViewer } from '@web/features/teams/shared/use-viewer';
import { isManager, joinState, type MyTeamRole, type Team } from '../team-rules';
import { AnnounceForm } from './announce-form';
import { JoinButton } from './join-button';
import { ManagePanel } from './manage/manage-panel';
import { TeamEvents } from './team-events';
import { TeamGuard } from './team-guard';
import { TeamMembers } from './team-members';
import { TeamSeasons } from './team-seasons';
import { useTeamAction } from './use-team-action';
import { UserLink } from '@web/components/user-link';
import { gameTypeName } from '@web/lib/game-types';

/** `team/{id}` (public): the team or community page, behind the §2 route guard. */
export function TeamPage({
  teamId,
  actions,
  manage,
}: {
  teamId: string | undefined;
  actions?: TeamActions;
  manage?: TeamActions;
}) {
  return <TeamGuard teamId={teamId}>{(team) => <TeamView team={team} actions={actions} manage={manage} />}</TeamGuard>;
}

/** `organization/{id}` (public): an organization's page; any other kind is shown at team/{id}. */
export function OrganizationPage({ organizationId }: { organizationId: string | undefined }) {
  return (
    <TeamGuard teamId={organizationId}>
      {(team) => (team.kind === 'organization' ? <TeamView team={team} /> : <Navigate to={paths.team(team.id)} replace />)}
    </TeamGuard>
  );
}

/** Buttons beside the team's name for a signed-in viewer, from other features (composed by the app): follow. */
export type TeamActions = (team: Team) => ReactNode;

/** The page itself: who the team is, joining, events, seasons, members, and the manage panel for owners and admins. */
/** `manage`: sections composed in for the team's owners and admins only (the guests). */
export function TeamView({
  team,
  actions,
  manage,
}: {
  team: Team;
  actions?: TeamActions | undefined;
  manage?: TeamActions | undefined;
}) {
  const { t } = useLingui();
  const { signedIn, uid } = useViewer();
  const name = team.name;
  // The caller's role, 'pending' or null; only asked when signed in.
  const role = useApi('getMyTeamRole', signedIn ? { params: { id: team.id } } : null);
  const myRole: MyTeamRole | undefined = signedIn === false ? null : role.error ? null : role.data?.role;
  const aboutId = useId();

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {team.photoURL ? (
          <img src={team.photoURL} alt={t`${name} photo`} className="size-20 shrink-0 rounded-xl object-cover sm:size-24" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-3xl font-bold text-brand-800 sm:size-24"
          >
            {team.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{team.name}</h1>
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
            <div className="flex gap-1">
              <dt className="sr-only">
                <Trans>Kind</Trans>
              </dt>
              <dd className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {t(kindLabel[team.kind])}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">
                <Trans>Sport</Trans>
              </dt>
              <dd>{gameTypeName(team.gameType)}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">
                <Trans>City</Trans>
              </dt>
              <dd className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {team.city}
              </dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">
                <Trans>Members</Trans>
              </dt>
              <dd className="flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                <Plural value={team.memberCount} one="# member" other="# members" />
              </dd>
            </div>
          </dl>
          {team.external && team.externalUrl && (
            <UserLink href={team.externalUrl} className="text-brand-700 underline">
              <Trans>Team website</Trans>
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </UserLink>
          )}
        </div>
        {signedIn && actions && <div className="flex flex-wrap gap-2 sm:ml-auto">{actions(team)}</div>}
      </header>

      <Membership team={team} signedIn={signedIn} role={myRole} />

      <section aria-labelledby={aboutId} className="flex flex-col gap-2">
        <h2 id={aboutId} className="text-xl font-semibold text-slate-900">
          <Trans>About</Trans>
        </h2>
        {team.description ? (
          <p className="whitespace-pre-line break-words text-slate-800">{team.description}</p>
        ) : (
          <p className="text-slate-600">
            <Trans>{name} hasn’t written anything about itself yet.</Trans>
          </p>
        )}
      </section>

      <TeamEvents teamId={team.id} teamName={team.name} />
      <TeamSeasons teamId={team.id} role={myRole} viewerUid={uid} />
      <TeamMembers teamId={team.id} signedIn={signedIn} />
      {uid && isManager(myRole) && <AnnounceForm teamId={team.id} />}
      {uid && isManager(myRole) && <ManagePanel team={team} viewer={{ uid, role: myRole }} />}
      {uid && isManager(myRole) && manage?.(team)}
    </div>
  );
}

function Membership({ team, signedIn, role }: { team: Team; signedIn: boolean | undefined; role: MyTeamRole | undefined }) {
  const { t } = useLingui();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const name = team.name;
  const { pending, run } = useTeamAction();
  const joinTeam = useApiMutation('joinTeam');
  const leaveTeam = useApiMutation('leaveTeam');
  const headingId = useId();
  const args = { params: { id: team.id } };
  const setRole = (next: MyTeamRole) => mutate(apiKey('getMyTeamRole', args), { role: next }, { revalidate: false });

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pending !== undefined}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Membership</Trans>
      </h2>
      {team.joinPolicy === 'approval' && role === null && (
        <p className="text-sm text-slate-700">
          <Trans>The organisers approve each request to join.</Trans>
        </p>
      )}
      <JoinButton
        state={joinState(signedIn, role, team.joinPolicy)}
        teamName={team.name}
        loginHref={loginPath(`${location.pathname}${location.search}`)}
        busy={pending !== undefined}
        onJoin={() =>
          void run(
            'join',
            async () => {
              const result = await joinTeam.trigger(args);
              await setRole(result.role);
              return result;
            },
            (result) =>
              result.heldForGuardian
                ? t`Request sent. Your parent or guardian will review it.`
                : result.role === 'pending'
                  ? t`Request sent. The organisers will review it.`
                  : t`You joined ${name}`,
          )
        }
        onWithdraw={() =>
          void run(
            'withdraw',
            async () => {
              await leaveTeam.trigger(args);
              await setRole(null);
            },
            t`Request withdrawn`,
          )
        }
        onLeave={() =>
          run(
            'leave',
            async () => {
              await leaveTeam.trigger(args);
              await setRole(null);
            },
            t`You left ${name}`,
          )
        }
      />
    </section>
  );
}
