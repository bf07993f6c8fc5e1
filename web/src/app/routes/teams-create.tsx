import { CreateTeamPage } from '../../features/teams/create';
import { requireUser } from '../../lib/guards';

/** `teams/create` (login, spec §2): the multi-page Create Team form. */
export const loader = requireUser;
export const Component = CreateTeamPage;
