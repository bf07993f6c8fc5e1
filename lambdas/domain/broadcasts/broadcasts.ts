import { randomUUID } from 'node:crypto';
import type { BroadcastAudience, BroadcastDto, BroadcastInput, BroadcastType, TeamAnnouncementInput } from '@shared/schemas/broadcast';
import { broadcasts } from '../../data/broadcasts';
import { memberships } from '../../data/memberships';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { logger } from '../../lib/logger';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { blockedAround } from '../privacy/blocking';
import { requireManager, requireTeam } from '../teams/teams';

/** Recipients are queued this many at a time; each page is queued before the next is built. */
export const BROADCAST_PAGE_SIZE = 100;

/** One recipient's notification id: the same broadcast and person always give the same id. */
export const broadcastNotificationId = (broadcastId: string, uid: string) => notificationIdOf('broadcast', broadcastId, uid);

export interface Sending {
  broadcastId: string;
  senderId: string;
  type: BroadcastType;
  title: string;
  message: string;
  link?: string;
  data?: Record<string, string>;
}

/**
 * Queue one page of a sending. Safe to run again for the same page (a retried job, a timed-out
 * request): the notify consumer stores, mails and pushes each notification id once.
 */
export async function sendPage(sending: Sending, uids: readonly string[]): Promise<void> {
  if (!uids.length) return;
  await notifyMany(
    uids.map((uid) => ({
      notificationId: broadcastNotificationId(sending.broadcastId, uid),
      userId: uid,
      senderId: sending.senderId,
      type: sending.type,
      title: sending.title,
      message: sending.message,
      data: { broadcastId: sending.broadcastId, ...sending.data },
      ...(sending.link ? { link: sending.link } : {}),
    })),
  );
}

/** Split recipients into pages of BROADCAST_PAGE_SIZE. */
export function pagesOfIds(uids: readonly string[], size = BROADCAST_PAGE_SIZE): string[][] {
  const pages: string[][] = [];
  for (let i = 0; i < uids.length; i += size) pages.push(uids.slice(i, i + size));
  return pages;
}

/**
 * Who an audience reaches: people whose go-to city is within the radius (the geo index), or the
 * members of a community (404 if it does not exist). Never the sender, never anyone in a block
 * pair with the sender.
 */
export async function audienceOf(audience: BroadcastAudience, senderId: string): Promise<string[]> {
  let uids: string[];
  if (audience.kind === 'area') {
    const near = await users.nearby({ lat: audience.lat, lng: audience.lng, radiusMiles: audience.radiusMiles });
    uids = near.map((u) => u.uid);
  } else {
    await requireTeam(audience.teamId);
    uids = await memberships.memberIdsOf(audience.teamId);
  }
  const blocked = await blockedAround(senderId);
  return [...new Set(uids)].filter((uid) => uid !== senderId && !blocked.has(uid));
}

async function send(sending: Omit<Sending, 'broadcastId'>, origin: 'admin' | 'team', audience: unknown, recipients: string[]): Promise<BroadcastDto> {
  const broadcastId = randomUUID();
  const sentAt = new Date().toISOString();
  // The record is written first so every queued notification points at a broadcast that exists.
  await broadcasts.put({ broadcastId, senderId: sending.senderId, origin, type: sending.type, title: sending.title, message: sending.message, audience: JSON.stringify(audience), recipients: 0, sentAt });
  for (const page of pagesOfIds(recipients)) await sendPage({ ...sending, broadcastId }, page);
  await broadcasts.setRecipients(broadcastId, recipients.length);
  logger.info('broadcast sent', { broadcastId, origin, type: sending.type, recipients: recipients.length, by: sending.senderId });
  return { broadcastId, preview: false, recipients: recipients.length, title: sending.title, message: sending.message, sentAt };
}

/**
 * POST /api/admin/broadcasts (admins; the route checks the group): a preview answers how many
 * people the audience reaches and the text they would get, and stores and sends nothing.
 */
export async function createBroadcast(caller: Pick<Caller, 'uid'>, input: BroadcastInput): Promise<BroadcastDto> {
  const recipients = await audienceOf(input.audience, caller.uid);
  if (input.preview) return { preview: true, recipients: recipients.length, title: input.title, message: input.body };
  return send({ senderId: caller.uid, type: input.type, title: input.title, message: input.body }, 'admin', input.audience, recipients);
}

/**
 * POST /api/teams/{teamId}/announcements: owners and admins only (403). Every other member gets an
 * `announcements` notification, except anyone in a block pair with the sender.
 */
export async function announceToTeam(caller: Pick<Caller, 'uid'>, teamId: string, input: TeamAnnouncementInput): Promise<BroadcastDto> {
  const { team } = await requireManager(teamId, caller);
  const recipients = await audienceOf({ kind: 'community', teamId }, caller.uid);
  return send(
    { senderId: caller.uid, type: 'announcements', title: `${team.name}: ${input.title}`.slice(0, 200), message: input.body, link: `/team/${teamId}`, data: { teamId } },
    'team',
    { kind: 'team', teamId },
    recipients,
  );
}
