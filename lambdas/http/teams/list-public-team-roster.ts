import { listTeamMembers as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

/** Public routes carry no caller (no authorizer): this is the roster as anyone signed out sees it. */
export const listPublicTeamRoster = route('listPublicTeamRoster', ({ params }) => fn(undefined, params.id));
