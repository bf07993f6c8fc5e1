import { StartCommunityPage } from '@web/features/teams/create';

/** `start/community`: what starting a community gives you, linking on to Create Team. */
export const Component = StartCommunityPage;
