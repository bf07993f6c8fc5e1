import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildCalendar, type CalendarEvent } from '@shared/calendar/ics';
import { messages } from '@shared/constants/messages';
import type { CalendarFeedDto, CalendarFileResponse } from '@shared/schemas/calendar';
import { calendarFeeds, type CalendarFeedKind } from '../../data/calendar-feeds';
import { events, type EventItem } from '../../data/events';
import { places } from '../../data/places';
import { rsvps } from '../../data/rsvps';
import { teams } from '../../data/teams';
import type { Caller } from '../../lib/caller';
import { env } from '../../lib/env';
import { NotFoundError } from '../../lib/errors';
import { isPublicEvent } from '../events/public-events';
import { requireManager } from '../teams/teams';

/** Calendar apps poll; five minutes keeps a moved game prompt without every poll reaching the table. */
export const FEED_MAX_AGE_SECONDS = 300;
/** A personal feed keeps games whose last occurrence started within this many days, and every later one. */
export const FEED_PAST_DAYS = 60;
export const calendarMessages = { feedNotFound: 'Calendar feed not found' } as const;

const DAY_MS = 86_400_000;

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

function appUrl() {
  return env().APP_URL.replace(/\/+$/, '');
}

/** The subscription addresses of a secret: https for download, webcal:// for "subscribe" links. */
export function feedAddress(secret: string): CalendarFeedDto {
  const url = `${appUrl()}/api/calendar/${secret}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

async function currentOrNew(kind: CalendarFeedKind, ownerId: string): Promise<CalendarFeedDto> {
  const feed = await calendarFeeds.get(kind, ownerId);
  if (feed) return feedAddress(feed.secret);
  const secret = newSecret();
  return feedAddress((await calendarFeeds.create(kind, ownerId, secret, hashSecret(secret))).secret);
}

async function rotate(kind: CalendarFeedKind, ownerId: string): Promise<CalendarFeedDto> {
  const secret = newSecret();
  await calendarFeeds.rotate(kind, ownerId, secret, hashSecret(secret));
  return feedAddress(secret);
}

export const getMyFeed = (caller: Pick<Caller, 'uid'>) => currentOrNew('person', caller.uid);
export const rotateMyFeed = (caller: Pick<Caller, 'uid'>) => rotate('person', caller.uid);

/** A team's feed address: its owners and admins manage it (others: the team rules' 403/404). */
export async function getTeamFeed(caller: Pick<Caller, 'uid'>, teamId: string) {
  await requireManager(teamId, caller);
  return currentOrNew('team', teamId);
}

export async function rotateTeamFeed(caller: Pick<Caller, 'uid'>, teamId: string) {
  await requireManager(teamId, caller);
  return rotate('team', teamId);
}

/** A person's games: those they joined (any occurrence) and those they host, private ones included. */
async function personEvents(uid: string, nowMs: number): Promise<EventItem[]> {
  const [mine, hosted] = await Promise.all([rsvps.ofUser(uid), events.byCreator(uid)]);
  const joinedIds = [...new Set(mine.filter((r) => r.status === 'joined').map((r) => r.eventId))];
  const byId = new Map(hosted.map((e) => [e.eventId, e]));
  for (const e of await events.getMany(joinedIds.filter((id) => !byId.has(id)))) byId.set(e.eventId, e);
  const since = nowMs - FEED_PAST_DAYS * DAY_MS;
  return [...byId.values()].filter((e) => (e.lastOccurrenceMs ?? Date.parse(e.dateStart)) >= since);
}

async function teamEvents(teamId: string, nowMs: number): Promise<EventItem[]> {
  return (await events.byTeam(teamId)).filter((e) => isPublicEvent(e, nowMs));
}

/** Events at a place: one byGeo Query on its point, as the place page reads them. */
async function placeEvents(placeId: string, nowMs: number): Promise<{ name: string; items: EventItem[] }> {
  const place = await places.get(placeId);
  if (!place) throw new NotFoundError(messages.placeNotFound);
  const items = (await events.atPoint(place.lat, place.lng)).filter((e) => (e.placeId ?? e.location.placeId) === placeId && isPublicEvent(e, nowMs));
  return { name: place.name, items };
}

const locationOf = (e: EventItem) => [e.location.name, e.location.address].filter(Boolean).join(', ');

export function toCalendarEvent(e: EventItem): CalendarEvent {
  return {
    id: e.eventId,
    title: e.title,
    description: e.description ?? null,
    dateStart: e.dateStart,
    durationMinutes: e.durationMinutes ?? 90,
    timeZone: e.timeZone ?? 'UTC',
    reoccurringInfo: e.reoccurringInfo ? { frequency: e.reoccurringInfo.frequency, daysOfWeek: e.reoccurringInfo.daysOfWeek ?? [], endDate: e.reoccurringInfo.endDate } : null,
    excludedDates: e.excludedDates ?? [],
    cancelled: e.cancelled ?? false,
    version: e.version ?? 1,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    url: `${appUrl()}/evt/${encodeURIComponent(e.eventId)}`,
    location: locationOf(e),
  };
}

/** Request headers a conditional GET carries (lower-case names, as API Gateway passes them). */
export type ConditionalHeaders = Record<string, string | undefined> | undefined;

/**
 * The feed answer: the calendar with a strong ETag (hash of the text, so any change of any game
 * or of who is in the feed changes it) and Last-Modified (the newest event change), or an empty
 * 304 when If-None-Match matches, or, without If-None-Match, If-Modified-Since is not older
 * (RFC 9110 §13.2.2: If-None-Match wins).
 */
export function calendarResponse(name: string, items: EventItem[], headers: ConditionalHeaders): CalendarFileResponse {
  const sorted = [...items].sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.eventId.localeCompare(b.eventId));
  const lastMs = Math.max(0, ...sorted.map((e) => Date.parse(e.updatedAt ?? e.createdAt ?? e.dateStart) || 0));
  // Whole seconds: HTTP dates have no milliseconds, and a later If-Modified-Since must compare equal.
  const lastModified = new Date(Math.floor(lastMs / 1000) * 1000);
  const body = buildCalendar({ name, domain: new URL(appUrl()).hostname, stamp: lastModified, events: sorted.map(toCalendarEvent) });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const validators = {
    etag,
    'last-modified': lastModified.toUTCString(),
    'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
  };
  const ifNoneMatch = headers?.['if-none-match'];
  const ifModifiedSince = headers?.['if-modified-since'];
  const current = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (current) return { statusCode: 304, headers: validators, body: '' };
  return { statusCode: 200, headers: { ...validators, 'content-disposition': 'inline; filename="rally.ics"' }, body };
}

/** Equal hashes, compared in constant time. */
function sameHash(a: string, b: string) {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A person's or team's feed by the secret in its address. An unknown or rotated secret is 404
 * (never an empty calendar), so a subscriber learns the address is gone.
 */
export async function readFeed(file: string, headers: ConditionalHeaders, nowMs = Date.now()): Promise<CalendarFileResponse> {
  const hash = hashSecret(file.replace(/\.ics$/, ''));
  const key = await calendarFeeds.byHash(hash);
  const feed = key && (await calendarFeeds.get(key.feedKind, key.ownerId));
  if (!key || !feed || !sameHash(feed.secretHash, hash)) throw new NotFoundError(calendarMessages.feedNotFound);
  if (feed.feedKind === 'person') return calendarResponse('My Rally games', await personEvents(feed.ownerId, nowMs), headers);
  const team = await requireTeamName(feed.ownerId);
  return calendarResponse(team, await teamEvents(feed.ownerId, nowMs), headers);
}

async function requireTeamName(teamId: string): Promise<string> {
  const team = await teams.get(teamId);
  if (!team) throw new NotFoundError(calendarMessages.feedNotFound);
  return team.name;
}

/** A place's public events as a feed, by the place's id: anyone may see them on the place page. */
export async function readPlaceFeed(file: string, headers: ConditionalHeaders, nowMs = Date.now()): Promise<CalendarFileResponse> {
  const { name, items } = await placeEvents(file.replace(/\.ics$/, ''), nowMs);
  return calendarResponse(name, items, headers);
}
