import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { i18n } from '@web/lib/i18n';
import { kindNoun } from '@web/features/teams/shared/text';
import type { Team } from '../team-rules';
import { TeamLoadError, TeamLoading } from './team-states';
import { gameTypeName } from '@web/lib/game-types';

/** The share text: the team's own description, else a line built from what it is. */
export function teamDescription(team: Team): string {
  const text = team.description.trim().replace(/\s+/g, ' ');
  if (text) return text.length > 160 ? `${text.slice(0, 157)}…` : text;
  const { name, city } = team;
  const gameType = gameTypeName(team.gameType);
  const kind = i18n._(kindNoun[team.kind]);
  return i18n._(msg`${name}: a ${gameType} ${kind} in ${city} on ${PRODUCT_NAME}.`);
}

/** Title, description and share image (React 19 hoists these into <head>). */
export function TeamHead({ team }: { team: Team }) {
  const title = `${team.name} | ${PRODUCT_NAME}`;
  const description = teamDescription(team);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {team.photoURL && <meta property="og:image" content={team.photoURL} />}
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The team or community route guard (spec §2): on the product's own domain it reads the id (no id
 * goes to the root); on a custom domain (`host`) it finds the team whose published site proved
 * that domain. Then it sets the title, description and share image; with no team or creator it
 * goes to the root.
 */
export function TeamGuard({
  teamId,
  host,
  children,
}: {
  teamId: string | undefined;
  host?: string;
  children: (team: Team) => ReactNode;
}) {
  // No automatic retries: a failure shows its message with a Try again button.
  const byId = useApi('getTeam', !host && teamId ? { params: { id: teamId } } : null, { shouldRetryOnError: false });
  const byHost = useApi('getTeamByDomain', host ? { params: { domain: host } } : null, { shouldRetryOnError: false });
  const { data: team, error, mutate } = host ? byHost : byId;
  if (!host && !teamId) return <Navigate to={paths.home} replace />;
  // "With no team or creator it redirects to root" (§2).
  if (!team && isNotFound(error)) return <Navigate to={paths.home} replace />;
  if (!team && error) return <TeamLoadError error={error} onRetry={() => void mutate()} />;
  if (!team) return <TeamLoading />;
  if (!team.creatorId) return <Navigate to={paths.home} replace />;
  return (
    <>
      <TeamHead team={team} />
      {children(team)}
    </>
  );
}

/**
 * A custom domain's `team`: the team whose site the domain serves, found by the host. Its page
 * lives on the product's own origin (its links lead into the product), so this opens it there.
 */
export function TeamByHost({ host, teamHref }: { host: string; teamHref: (teamId: string) => string }) {
  return (
    <TeamGuard teamId={undefined} host={host}>
      {(team) => <OpenTeamPage name={team.name} href={teamHref(team.id)} />}
    </TeamGuard>
  );
}

function OpenTeamPage({ name, href }: { name: string; href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return (
    <p role="status" className="px-4 py-12 text-center text-slate-600">
      <Trans>
        Opening <a href={href}>{name}</a>…
      </Trans>
    </p>
  );
}
