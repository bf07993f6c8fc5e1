import { ambassadorApplications } from '../../data/ambassador-applications';
import { settingsApiMessages } from '@shared/constants/messages';
import { activitySubscriptions } from '../../data/activity-subscriptions';
import { availability } from '../../data/availability';
import { blocks } from '../../data/blocks';
import { connections } from '../../data/connections';
import { conversationBlocks } from '../../data/conversation-blocks';
import { guardianHolds } from '../../data/guardian-holds';
import { memberships } from '../../data/memberships';
import { notifications } from '../../data/notifications';
import { pushRegistrations } from '../../data/push-registrations';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { identityProvider } from '../../lib/identity/identity-provider';
import { logger } from '../../lib/logger';
import { closeConnectionsOf } from '../messages/realtime';
import { closeSessionsOfDeleted, revokeSessions } from './session-gate';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { removeEventDataOf } from '../events/remove-account-data';
import { removeAllFamilyOf } from '../family/family';
import type { Caller } from '../../lib/caller';

/**
 * DELETE /api/users/{uid} (§5 delete account): refused with 409 naming the teams while the person
 * is on any (delete or leave first). Otherwise the tokens out so far are refused and the live
 * sockets closed (so a concurrent request cannot re-create what is being removed), every item they
 * own goes, then the profile, and the Cognito user last: if anything fails midway the person can
 * still sign in afresh and delete again (every step is idempotent); deleting the sign-in first
 * could leave data nobody can remove. Once the Cognito user is gone, the account is closed: no
 * token of it is honoured again, however new.
 */
export async function deleteAccount(caller: Pick<Caller, 'uid'>, uid: string) {
  if (caller.uid !== uid) throw new ForbiddenError();

  const mine = await memberships.listOf(uid);
  const found = await Promise.all(mine.map((m) => teams.get(m.teamId)));
  const teamNames = found.filter((t) => t !== null).map((t) => t.name);
  if (teamNames.length) throw new ConflictError(settingsApiMessages.onTeams(teamNames));

  await revokeSessions(uid);
  await closeConnectionsOf(uid);
  // Memberships of teams that no longer exist do not hold the account back.
  await Promise.all(mine.map((m) => memberships.remove(m.teamId, uid)));
  const removed = await Promise.all([
    notifications.removeAllOf(uid),
    removeAllFamilyOf(uid),
    connections.removeAllOf(uid),
    blocks.removeAllOf(uid),
    conversationBlocks.removeAllOf(uid),
    guardianHolds.removeAllOf(uid),
    activitySubscriptions.removeAllOf(uid),
    pushRegistrations.listByUser(uid).then(async (regs) => {
      await pushRegistrations.delete(regs.map((r) => ({ userId: r.userId, registrationId: r.registrationId })));
      return regs.length;
    }),
    availability.remove(uid).then(() => 1),
    ambassadorApplications.remove(uid).then(() => 1),
    removeEventDataOf(uid),
  ]);
  await users.remove(uid);
  await identityProvider().deleteUser(uid);
  await closeSessionsOfDeleted(uid);
  logger.info('account deleted', { uid, items: removed.reduce((a, b) => a + b, 0) });
  return { ok: true as const };
}
