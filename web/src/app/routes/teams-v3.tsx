import { TeamsDirectoryPage } from '@web/features/teams/lists';

/** `teams-v3`: the public team directory (nearby or all). */
export const Component = TeamsDirectoryPage;
