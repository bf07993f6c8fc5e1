import { teamsRoutes } from '@shared/api/teams-routes';
import { domainHandler } from '../../middleware/http';
import { createTeam } from './create-team';
import { addTeamGuest } from './add-team-guest';
import { findTeamGuest } from './find-team-guest';
import { getTeamGuest } from './get-team-guest';
import { listTeamGuests } from './list-team-guests';
import { removeTeamGuest } from './remove-team-guest';
import { listTeams } from './list-teams';
import { listNearbyTeams } from './list-nearby-teams';
import { getTeam } from './get-team';
import { getTeamByDomain } from './get-team-by-domain';
import { getOrganizationBySlug } from './get-organization-by-slug';
import { updateTeam } from './update-team';
import { announceToTeam } from './announce-to-team';
import { deleteTeam } from './delete-team';
import { listTeamMembers } from './list-team-members';
import { listPublicTeamRoster } from './list-public-team-roster';
import { getMyTeamRole } from './get-my-team-role';
import { joinTeam } from './join-team';
import { leaveTeam } from './leave-team';
import { removeTeamMember } from './remove-team-member';
import { changeTeamRole } from './change-team-role';
import { listJoinRequests } from './list-join-requests';
import { reviewJoinRequest } from './review-join-request';
import { listSeasons } from './list-seasons';
import { createSeason } from './create-season';
import { listSessions } from './list-sessions';
import { createSession } from './create-session';
import { listTeamEvents } from './list-team-events';
import { registerForSeason } from './register-for-season';
import { listRegistrations } from './list-registrations';
import { sendCreateMotivation } from './send-create-motivation';

export const handler = domainHandler('teams', teamsRoutes, {
  createTeam,
  addTeamGuest,
  findTeamGuest,
  getTeamGuest,
  listTeamGuests,
  removeTeamGuest,
  listTeams,
  listNearbyTeams,
  getTeam,
  getTeamByDomain,
  getOrganizationBySlug,
  updateTeam,
  announceToTeam,
  deleteTeam,
  listTeamMembers,
  listPublicTeamRoster,
  getMyTeamRole,
  joinTeam,
  leaveTeam,
  removeTeamMember,
  changeTeamRole,
  listJoinRequests,
  reviewJoinRequest,
  listSeasons,
  createSeason,
  listSessions,
  createSession,
  listTeamEvents,
  registerForSeason,
  listRegistrations,
  sendCreateMotivation,
});
