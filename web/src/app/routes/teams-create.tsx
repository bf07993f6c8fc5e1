import { CreateTeamPage } from '@web/features/teams/create';
import { requireUser } from '@web/lib/guards';

/** `teams/create` (login, spec §2): the multi-page Create Team form. */
export const loader = requireUser;
export const Component = CreateTeamPage;
