import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { kindLabel } from '@web/features/teams/shared/text';
import type { Team } from '../team-rules';
import { TeamLoadError, TeamLoading } from './team-states';

/** The share text: the team's own description, else a line built from what it is. */
export function teamDescription(team: Team): string {
  const text = team.description.trim().replace(/\s+/g, ' ');
  if (text) return text.length > 160 ? `${text.slice(0, 157)}…` : text;
  return `${team.name}: a ${team.gameType} ${kindLabel[team.kind].toLowerCase()} in ${team.city} on ${PRODUCT_NAME}.`;
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
 * The team or community route guard (spec §2): reads the id; with no id it goes to the root;
 * otherwise it loads the team, sets the title, description and share image, and sends a missing
 * team to 'Team not found'.
 */
export function TeamGuard({ teamId, children }: { teamId: string | undefined; children: (team: Team) => ReactNode }) {
  // No automatic retries: a failure shows its message with a Try again button.
  const {
    data: team,
    error,
    mutate,
  } = useApi('getTeam', teamId ? { params: { id: teamId } } : null, { shouldRetryOnError: false });
  // The spec's guard also finds a team by the host name on a custom domain. This guard only runs
  // on the product's own domains: a custom domain's route table (domain-router.tsx) has no team
  // route (its root is the team's published site), so here no id always means the root.
  if (!teamId) return <Navigate to={paths.home} replace />;
  if (!team && isNotFound(error)) return <Navigate to={paths.teamNotFound} replace />;
  if (!team && error) return <TeamLoadError error={error} onRetry={() => void mutate()} />;
  if (!team) return <TeamLoading />;
  // "With no team or creator it redirects to root" (§2).
  if (!team.creatorId) return <Navigate to={paths.home} replace />;
  return (
    <>
      <TeamHead team={team} />
      {children(team)}
    </>
  );
}
