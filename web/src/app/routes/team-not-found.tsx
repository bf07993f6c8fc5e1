import { TeamNotFoundPage } from '@web/features/teams/page';

/** `team-not-found`: where a missing team id lands (§8 'Team not found'). */
export const Component = TeamNotFoundPage;
