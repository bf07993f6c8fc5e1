import { randomUUID } from 'node:crypto';
import type { BroadcastAudience, BroadcastDto, BroadcastInput, TeamAnnouncementInput } from '@shared/schemas/broadcast';
import { broadcasts } from '../../data/broadcasts';
import { memberships } from '../../data/memberships';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { logger } from '../../lib/logger';
import { blockedAround } from '../privacy/blocking';
import { requireManager, requireTeam } from '../teams/teams';
import { countEveryone, startEveryone } from './everyone';
import { BROADCAST_PAGE_SIZE, pagesOfIds, sendPage, type Sending } from './send-page';

/**
 * Who an audience of a known size reaches: people whose go-to city is within the radius (the geo
 * index), or the members of a community (404 if it does not exist). Never the sender, never anyone
 * in a block pair with the sender. Everyone is never listed at once (./everyone.ts).
 */
export async function audienceOf(audience: Exclude<BroadcastAudience, { kind: 'everyone' }>, senderId: string): Promise<string[]> {
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

/** Store the broadcast's record; it is written first so every queued notification points at a broadcast that exists. */
async function record(sending: Omit<Sending, 'broadcastId'>, origin: 'admin' | 'team', audience: unknown, recipients: number) {
  const broadcastId = randomUUID();
  const sentAt = new Date().toISOString();
  await broadcasts.put({ broadcastId, senderId: sending.senderId, origin, type: sending.type, title: sending.title, message: sending.message, audience: JSON.stringify(audience), recipients, sentAt });
  return { broadcastId, sentAt };
}

async function send(sending: Omit<Sending, 'broadcastId'>, origin: 'admin' | 'team', audience: unknown, recipients: string[]): Promise<BroadcastDto> {
  const { broadcastId, sentAt } = await record(sending, origin, audience, 0);
  for (const page of pagesOfIds(recipients)) await sendPage({ ...sending, broadcastId }, page);
  await broadcasts.setRecipients(broadcastId, recipients.length);
  logger.info('broadcast sent', { broadcastId, origin, type: sending.type, recipients: recipients.length, by: sending.senderId });
  return { broadcastId, preview: false, recipients: recipients.length, title: sending.title, message: sending.message, sentAt };
}

/**
 * Everyone: the count comes from the directory (the preview's and the record's), and the pages
 * are walked by the announce queue's consumer after this returns. `pageSize` is the number of
 * people one queue message reaches.
 */
async function sendToEveryone(caller: Pick<Caller, 'uid'>, input: BroadcastInput, pageSize: number): Promise<BroadcastDto> {
  const recipients = await countEveryone(caller.uid);
  if (input.preview) return { preview: true, recipients, title: input.title, message: input.body };
  const sending = { senderId: caller.uid, type: input.type, title: input.title, message: input.body };
  const { broadcastId, sentAt } = await record(sending, 'admin', input.audience, recipients);
  await startEveryone(broadcastId, pageSize);
  logger.info('broadcast to everyone started', { broadcastId, type: input.type, recipients, by: caller.uid });
  return { broadcastId, preview: false, recipients, title: input.title, message: input.body, sentAt };
}

/**
 * POST /api/admin/broadcasts (admins; the route checks the group): a preview answers how many
 * people the audience reaches and the text they would get, and stores and sends nothing.
 * `pageSize` sets how many people one page of a broadcast to everyone reaches.
 */
export async function createBroadcast(
  caller: Pick<Caller, 'uid'>,
  input: BroadcastInput,
  options: { pageSize?: number } = {},
): Promise<BroadcastDto> {
  if (input.audience.kind === 'everyone') return sendToEveryone(caller, input, options.pageSize ?? BROADCAST_PAGE_SIZE);
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
