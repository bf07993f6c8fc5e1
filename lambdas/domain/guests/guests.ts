import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import { eventMessages, guestMessages } from '@shared/constants/messages';
import type { AddGuestInput, GuestDto } from '@shared/schemas/guest';
import { events, type EventItem } from '../../data/events';
import { guests, type GuestItem, type GuestScope } from '../../data/guests';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notificationIdOf } from '../../lib/queue';
import { requireManager as requireEventManager } from '../events/access';
import { occurrencesOf } from '../events/event-dto';
import { holdGuestSpot, occurrenceOf } from '../events/free-rsvp';
import { promoteWaitlist } from '../events/waitlist';
import { defaultOccurrence } from '../events/rsvp-rules';
import { whenLabel } from '../events/reminders';
import { blockedAround } from '../privacy/blocking';
import { joinTeam } from '../teams/members';
import { requireManager as requireTeamManager } from '../teams/teams';
import { GUEST_ID_PREFIX, mailGuest } from './deliver';

/**
 * Guests: people without an account whom an organiser (an event's creator or its hosting team's
 * owners and admins; a team's owners and admins) adds by name and e-mail. On an event the guest
 * holds an RSVP of their own (the RSVP rules and conditional writes: capacity, waitlist), gets the
 * event's e-mails with a one-click unsubscribe link, and becomes the person's RSVP (or team
 * membership) when someone signs up with that e-mail.
 */

interface Scope {
  kind: GuestScope;
  id: string;
}

/** The scope, if the caller organises it: 404 when it does not exist, 403 otherwise. */
async function requireOrganiser(scope: Scope, caller: Pick<Caller, 'uid'>): Promise<{ event?: EventItem; title: string }> {
  if (scope.kind === 'event') {
    const event = await requireEventManager(scope.id, caller);
    return { event, title: event.title };
  }
  const { team } = await requireTeamManager(scope.id, caller);
  return { title: team.name };
}

const nameOf = (u: { displayName?: string | undefined; fullName?: string | undefined } | null) =>
  u?.displayName ?? u?.fullName ?? 'An organiser';

async function placesOf(g: GuestItem): Promise<RsvpItem[]> {
  if (g.scopeKind !== 'event') return [];
  return (await rsvps.ofUser(g.guestId)).filter((r) => r.eventId === g.scopeId);
}

/** A guest's spot is never a paid hold (holdGuestSpot takes it as on a free event). */
const guestStatus = (status: RsvpItem['status']) => (status === 'held' ? 'pending' : status);

function toGuestDto(g: GuestItem, places: readonly RsvpItem[]): GuestDto {
  return {
    guestId: g.guestId,
    scope: g.scopeKind,
    scopeId: g.scopeId,
    name: g.name,
    email: g.email,
    places: places.map((r) => ({ occurrence: r.occurrence, status: guestStatus(r.status) })),
    unsubscribed: Boolean(g.unsubscribedAt),
    createdAt: g.createdAt ?? new Date(0).toISOString(),
  };
}

/** A guest of the scope by id, or 404 (a guest of another scope is not found here). */
async function requireGuest(scope: Scope, guestId: string): Promise<GuestItem> {
  const g = await guests.byId(guestId);
  if (!g || g.scopeKind !== scope.kind || g.scopeId !== scope.id) throw new NotFoundError(guestMessages.guestNotFound);
  return g;
}

/** The occurrence a guest is added to: the one named, else the next one not yet started (409 when none). */
function targetOccurrence(event: EventItem, named: string | undefined, nowMs: number): string {
  if (named) return occurrenceOf(event, named);
  const next = defaultOccurrence({ ...event, allowLateRsvp: false }, occurrencesOf(event), nowMs);
  if (!next) throw new ConflictError(eventMessages.noUpcomingOccurrence);
  return next;
}

/**
 * Add a guest. An address that already has an account is refused (409): that person RSVPs
 * themself, so their settings, blocks and privacy apply. The same address twice is the same guest
 * (and, on an event, the same spot). A guest who cannot get a place (full without a waitlist,
 * cancelled, over) is not kept.
 */
export async function addGuest(caller: Pick<Caller, 'uid'>, scope: Scope, input: AddGuestInput, nowMs = Date.now()) {
  const { event, title } = await requireOrganiser(scope, caller);
  const occurrence = event ? targetOccurrence(event, input.occurrence, nowMs) : undefined;
  if (await users.getByEmail(input.email)) throw new ConflictError(guestMessages.hasAccount(input.email));
  const { item, created } = await guests.create({
    scopeKind: scope.kind,
    scopeId: scope.id,
    guestId: `${GUEST_ID_PREFIX}${ulid()}`,
    name: input.name,
    email: input.email,
    unsubscribeSecret: randomBytes(32).toString('base64url'),
  });
  const organiser = nameOf(await users.get(caller.uid));
  if (event && occurrence) {
    let held: { rsvp: RsvpItem; created: boolean };
    try {
      held = await holdGuestSpot(event, occurrence, item.guestId, nowMs);
    } catch (error) {
      if (created) await guests.remove(item);
      throw error;
    }
    if (held.created) {
      const status = guestStatus(held.rsvp.status);
      await mailGuest(item, {
        notificationId: notificationIdOf('guest-added', item.guestId, occurrence),
        userId: item.guestId,
        type: 'eventJoined',
        title: guestMessages.addedTitle(title),
        message: guestMessages.addedBody(organiser, title, whenLabel(occurrence, event.timeZone), status),
        link: `/evt/${event.eventId}`,
      });
    }
  } else if (created) {
    await mailGuest(item, {
      notificationId: notificationIdOf('guest-added', item.guestId),
      userId: item.guestId,
      type: 'teamJoin',
      title: guestMessages.teamAddedTitle(title),
      message: guestMessages.teamAddedBody(organiser, title),
      link: `/team/${scope.id}`,
    });
  }
  logger.info('guest added', { scope: scope.kind, scopeId: scope.id, guestId: item.guestId, created });
  return { guest: toGuestDto(item, await placesOf(item)), created };
}

/** The scope's guests with their places, organisers only. */
export async function listGuests(caller: Pick<Caller, 'uid'>, scope: Scope) {
  await requireOrganiser(scope, caller);
  const all = await guests.ofScope(scope.kind, scope.id);
  const items = await Promise.all(all.map(async (g) => toGuestDto(g, await placesOf(g))));
  return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.guestId.localeCompare(b.guestId)) };
}

export async function getGuest(caller: Pick<Caller, 'uid'>, scope: Scope, guestId: string): Promise<GuestDto> {
  await requireOrganiser(scope, caller);
  const g = await requireGuest(scope, guestId);
  return toGuestDto(g, await placesOf(g));
}

/** Spec §7 "get by email": the scope's guest with that address, or 404. Organisers only. */
export async function findGuestByEmail(caller: Pick<Caller, 'uid'>, scope: Scope, email: string): Promise<GuestDto> {
  await requireOrganiser(scope, caller);
  const g = await guests.byEmail(scope.kind, scope.id, email);
  if (!g) throw new NotFoundError(guestMessages.guestNotFound);
  return toGuestDto(g, await placesOf(g));
}

/** Give back a guest's spots (the waitlist moves up), then remove the guest. */
async function releaseGuest(g: GuestItem, event: EventItem | null): Promise<void> {
  for (const r of await placesOf(g)) {
    if ((await rsvps.remove(r)) && r.status === 'joined' && event) await promoteWaitlist(event, r.occurrence);
  }
  await guests.remove(g);
}

/** Remove a guest from the event or team (every spot they hold is given back). Organisers only. */
export async function removeGuest(caller: Pick<Caller, 'uid'>, scope: Scope, guestId: string) {
  const { event } = await requireOrganiser(scope, caller);
  const g = await requireGuest(scope, guestId);
  await releaseGuest(g, event ?? null);
  logger.info('guest removed', { scope: scope.kind, scopeId: scope.id, guestId });
  return { removed: true };
}

/**
 * The one-click unsubscribe (no login): the token is the guest's id and their random secret,
 * compared in constant time. Using it again answers the same; a removed guest's link is refused.
 */
export async function unsubscribeGuest(token: string, now = new Date()) {
  const [guestId = '', secret = ''] = token.split('.');
  const g = await guests.byId(guestId);
  const expected = Buffer.from(g?.unsubscribeSecret ?? '');
  const given = Buffer.from(secret);
  if (!g || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new BadRequestError(guestMessages.badUnsubscribeLink);
  await guests.unsubscribe(g, now.toISOString());
  const from = g.scopeKind === 'event' ? ((await events.get(g.scopeId))?.title ?? 'this event') : 'this team';
  logger.info('guest unsubscribed', { guestId });
  return { unsubscribed: true as const, from };
}

/** Move one guest RSVP to the person: kept as it stands, or given back when they already have one there. */
async function mergeRsvp(r: RsvpItem, uid: string, event: EventItem | null, blocked: ReadonlySet<string>): Promise<void> {
  const refused = !event || blocked.has(event.creatorId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await rsvps.get(r.eventId, r.occurrence, r.userId);
    if (!current) return;
    if (refused || (await rsvps.get(r.eventId, r.occurrence, uid))) {
      if ((await rsvps.remove(current)) && current.status === 'joined' && event) await promoteWaitlist(event, current.occurrence);
      if (!(await rsvps.get(r.eventId, r.occurrence, r.userId))) return;
      continue;
    }
    if (await rsvps.transfer(current, uid)) return;
  }
}

/**
 * Someone signed up (or verified an address) with an e-mail that was a guest's: every guest record
 * of it becomes theirs. An event's guest RSVP becomes their RSVP as it stands (joined or
 * waitlisted, the spot kept, the counters untouched); a team's guest joins the team by the team's
 * own rules (approval, minors, blocks). Idempotent: what is already merged is gone.
 */
export async function mergeGuestsInto(identity: { uid: string; email: string; emailVerified: boolean }): Promise<number> {
  if (!identity.email || !identity.emailVerified) return 0;
  const found = await guests.everywhere(identity.email);
  if (!found.length) return 0;
  const blocked = await blockedAround(identity.uid);
  for (const g of found) {
    if (g.scopeKind === 'event') {
      const event = await events.get(g.scopeId);
      for (const r of await placesOf(g)) await mergeRsvp(r, identity.uid, event, blocked);
    } else {
      try {
        await joinTeam({ uid: identity.uid }, g.scopeId);
      } catch (error) {
        // Already a member, a block, an external or deleted team: nothing to join.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await guests.remove(g);
  }
  logger.info('guests merged', { uid: identity.uid, merged: found.length });
  return found.length;
}
