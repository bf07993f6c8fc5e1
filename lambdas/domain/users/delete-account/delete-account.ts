import { settingsApiMessages } from '@shared/constants/messages';
import { accountRemoval } from '../../../data/account-removal';
import { activitySubscriptions } from '../../../data/activity-subscriptions';
import { ambassadorApplications } from '../../../data/ambassador-applications';
import { availability } from '../../../data/availability';
import { checkins } from '../../../data/checkins';
import { calendarFeeds } from '../../../data/calendar-feeds';
import { endorsements } from '../../../data/endorsements';
import { events } from '../../../data/events';
import { fill } from '../../../data/fill';
import { conversations } from '../../../data/messages';
import { rsvps } from '../../../data/rsvps';
import { blocks } from '../../../data/blocks';
import { follows } from '../../../data/follows';
import { connections } from '../../../data/connections';
import { conversationBlocks } from '../../../data/conversation-blocks';
import { guardianHolds } from '../../../data/guardian-holds';
import { memberships } from '../../../data/memberships';
import { notifications } from '../../../data/notifications';
import { pushRegistrations } from '../../../data/push-registrations';
import { teams } from '../../../data/teams';
import { users } from '../../../data/users';
import { websites } from '../../../data/websites';
import { ConflictError, ForbiddenError } from '../../../lib/errors';
import type { Caller } from '../../../lib/caller';
import { identityProvider } from '../../../lib/identity/identity-provider';
import { logger } from '../../../lib/logger';
import { removeEventDataOf } from '../../events/remove-account-data';
import { removeAllFamilyOf } from '../../family/family';
import { closeConnectionsOf } from '../../messages/realtime';
import { closeSessionsOfDeleted, revokeSessions } from '../session-gate';
import { closeBillingOf } from './billing';

/** The person's sites: each domain they hold is let go (someone else may claim it), then the site. */
async function removeSitesOf(uid: string): Promise<number> {
  const sites = await websites.ofCreator(uid);
  const ids = [...new Set(sites.map((s) => s.siteId))];
  for (const siteId of ids) {
    const states = sites.filter((s) => s.siteId === siteId);
    for (const domain of new Set(states.flatMap((s) => (s.domain ? [s.domain] : [])))) await websites.releaseDomain(domain, siteId);
    for (const teamId of new Set(states.flatMap((s) => (s.teamId ? [s.teamId] : [])))) await websites.releaseTeamSite(teamId, siteId);
    await websites.removeDomainToken(siteId);
    await websites.remove(siteId);
  }
  return ids.length;
}

/** Everyone whose inbox may hold a notification about the person: conversation partners, hosts of events they joined, connections. */
async function peopleToldAbout(uid: string): Promise<string[]> {
  const [talks, held, links] = await Promise.all([conversations.membershipsOf(uid), rsvps.ofUser(uid), connections.listOf(uid)]);
  const hosts = (await events.getMany([...new Set(held.map((r) => r.eventId))])).map((e) => e.creatorId);
  return [...talks.flatMap((m) => (m.otherUserId ? [m.otherUserId] : [])), ...hosts, ...links.map((c) => c.otherUserId)].filter((id) => id !== uid);
}

/**
 * DELETE /api/users/{uid} (§7 delete: data and auth account). What goes and what stays is the
 * table "What account deletion does" in docs/data-model.md. Refused with 409 naming the teams while
 * the person is on any (delete or leave first), so no team, its history or its plan is touched.
 *
 * Order is what makes a retry safe: the tokens out so far are refused and the live sockets closed
 * first (so a concurrent request cannot re-create what is being removed), then Stripe stops billing
 * (while the profile still names the customer), every item the person owns goes, then the profile,
 * and the Cognito user last. If anything fails midway the person can still sign in afresh and
 * delete again: every step finds only what is left and skips what is already gone. Deleting the
 * sign-in first could leave data nobody can remove.
 */
export async function deleteAccount(caller: Pick<Caller, 'uid'>, uid: string) {
  if (caller.uid !== uid) throw new ForbiddenError();

  const mine = await memberships.listOf(uid);
  const found = await Promise.all(mine.map((m) => teams.get(m.teamId)));
  const teamNames = found.filter((t) => t !== null).map((t) => t.name);
  if (teamNames.length) throw new ConflictError(settingsApiMessages.onTeams(teamNames));

  await revokeSessions(uid);
  await closeConnectionsOf(uid);
  const profile = await users.get(uid);
  const billing = await closeBillingOf(uid, profile?.stripeCustomerId ?? undefined);
  // Read before the links that name them go: whom the person wrote to, whose events they joined.
  const told = await peopleToldAbout(uid);
  const names = profile ? [profile.displayName, profile.fullName].filter((n): n is string => Boolean(n)) : [];
  // Memberships of teams that no longer exist do not hold the account back.
  await Promise.all(mine.map((m) => memberships.remove(m.teamId, uid)));
  const removed = await Promise.all([
    notifications.removeAllOf(uid),
    removeAllFamilyOf(uid),
    connections.removeAllOf(uid),
    blocks.removeAllOf(uid),
    follows.removeAllOf(uid),
    conversationBlocks.removeAllOf(uid),
    guardianHolds.removeAllOf(uid),
    activitySubscriptions.removeAllOf(uid),
    pushRegistrations.listByUser(uid).then(async (regs) => {
      await pushRegistrations.delete(regs.map((r) => ({ userId: r.userId, registrationId: r.registrationId })));
      return regs.length;
    }),
    availability.remove(uid).then(() => 1),
    fill.removeSlotsOf(uid).then(() => 1),
    calendarFeeds.remove('person', uid).then(() => 1),
    ambassadorApplications.remove(uid).then(() => 1),
    removeEventDataOf(uid),
    accountRemoval.removePostsOf(uid),
    removeSitesOf(uid),
    accountRemoval.eachFormOf(uid, accountRemoval.removeForm),
    accountRemoval.removeSubmissionsOf(uid),
    accountRemoval.removeMessagesOf(uid),
    accountRemoval.releasePlacesOf(uid),
    checkins.removeAllOf(uid),
    checkins.releaseCheckerOf(uid),
    endorsements.removeAllOf(uid),
    accountRemoval.removeSubscriptionsOf(uid),
    accountRemoval.removeNotificationsNaming(told, uid, names),
    accountRemoval.removeNotificationsCausedBy(uid),
  ]);
  await users.remove(uid);
  await identityProvider().deleteUser(uid);
  await closeSessionsOfDeleted(uid);
  logger.info('account deleted', { uid, items: billing + removed.reduce((a, b) => a + b, 0) });
  return { ok: true as const };
}
