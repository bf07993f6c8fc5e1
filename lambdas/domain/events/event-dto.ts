import { expandOccurrences } from '@shared/events/recurrence';
import { localTime } from '@shared/time/zoned-time';
import type { EventDto, EventInput, EventSummaryDto, RsvpCounts } from '@shared/schemas/event';
import type { EventFieldsWrite, EventItem } from '../../data/events';
import type { OccurrenceItem } from '../../data/rsvps';
import { spotsLeft } from './rsvp-rules';

/** A stored event's recurrence as the contract has it (no list of days is an empty one), or null. */
const recurrenceOf = ({ reoccurringInfo: r }: Pick<EventItem, 'reoccurringInfo'>) =>
  r ? { frequency: r.frequency, daysOfWeek: r.daysOfWeek ?? [], endDate: r.endDate } : null;

/** Every occurrence start of a stored event (ISO UTC), first included, at most 366. */
export const occurrencesOf = (e: Pick<EventItem, 'dateStart' | 'timeZone' | 'reoccurringInfo' | 'excludedDates'>): string[] =>
  expandOccurrences({
    dateStart: e.dateStart,
    timeZone: e.timeZone ?? 'UTC',
    reoccurringInfo: recurrenceOf(e),
    excludedDates: e.excludedDates ?? [],
  });

/** The next occurrence not yet started, else the last one (a finished event shows its last date). */
export function nextOrLast(occurrences: readonly string[], nowMs: number): string {
  return occurrences.find((o) => Date.parse(o) >= nowMs) ?? occurrences[occurrences.length - 1]!;
}

/** The stored fields of a validated create/edit body (location already resolved from a place). */
export function toStoredFields(input: EventInput): EventFieldsWrite {
  const dateStart = new Date(input.dateStart).toISOString();
  const occurrences = expandOccurrences({
    dateStart,
    timeZone: input.timeZone,
    reoccurringInfo: input.reoccurringInfo,
    excludedDates: input.excludedDates,
  });
  const loc = input.location;
  return {
    title: input.title,
    description: input.description || undefined,
    gameType: input.gameType,
    dateStart,
    dateStartMs: Date.parse(dateStart),
    lastOccurrenceMs: Date.parse(occurrences[occurrences.length - 1] ?? dateStart),
    timeZone: input.timeZone,
    durationMinutes: input.duration.hours * 60 + input.duration.minutes,
    placeId: loc.placeId ?? undefined,
    location: {
      ...(loc.placeId ? { placeId: loc.placeId } : {}),
      name: loc.name,
      ...(loc.address ? { address: loc.address } : {}),
      lat: loc.lat,
      lng: loc.lng,
    },
    teamName: input.teamName ?? undefined,
    hostingTeam: input.hostingTeam ?? undefined,
    sessionId: input.hostingTeam ? (input.sessionId ?? undefined) : undefined,
    isPrivate: input.isPrivate,
    makePublicAfter: input.makePublicAfter ? new Date(input.makePublicAfter).toISOString() : undefined,
    makePublicAfterMs: input.makePublicAfter ? Date.parse(input.makePublicAfter) : undefined,
    reoccurringInfo: input.reoccurringInfo ?? undefined,
    excludedDates: input.excludedDates,
    allowLateRsvp: input.allowLateRsvp,
    hasMinimumNeeded: input.hasMinimumNeeded,
    minimumNeeded: input.hasMinimumNeeded ? (input.minimumNeeded ?? undefined) : undefined,
    hoursToCancelBefore: input.hoursToCancelBefore,
    rescueHours: input.hasMinimumNeeded ? input.rescueHours : 0,
    creatorApprovalNeeded: input.creatorApprovalNeeded,
    allowParticipantGuests: input.allowParticipantGuests,
    guestLimit: input.allowParticipantGuests ? input.guestLimit : 0,
    chargeGuests: input.chargeGuests,
    price: input.price ?? undefined,
    // A guest price means something only while guests come and are charged.
    guestPrice: input.price != null && input.allowParticipantGuests && input.chargeGuests ? (input.guestPrice ?? undefined) : undefined,
    eventSlotGroup: input.eventSlotGroup ?? undefined,
    allowWaitlist: input.allowWaitlist,
    capacity: input.capacity ?? undefined,
    searchText: searchTextOf(input.title, input.description, loc.name),
  };
}

/** What the `q` filter searches: title, description and place name, lower case. */
export const searchTextOf = (title: string, description: string | undefined, place: string) =>
  [title, description ?? '', place].join(' \n ').toLowerCase().slice(0, 6000);

export function toCounts(
  c: (Pick<OccurrenceItem, 'taken' | 'joined' | 'guests' | 'waitlisted' | 'pending'> & { held?: number }) | undefined,
  capacity: number | undefined,
): RsvpCounts {
  return {
    joined: Math.max(0, c?.joined ?? 0),
    guests: Math.max(0, c?.guests ?? 0),
    waitlisted: Math.max(0, c?.waitlisted ?? 0),
    pending: Math.max(0, c?.pending ?? 0),
    spotsLeft: spotsLeft(capacity ?? null, c?.taken ?? 0),
    ...(c?.held && c.held > 0 ? { held: c.held } : {}),
  };
}

/** What the reader may see of the event's people: filled per reader by events.ts. */
export type ReaderFields = Pick<EventDto, 'joiners' | 'favoritedList' | 'viewerCanManage' | 'rated' | 'goNoGo'>;

export function toEventDto(
  e: EventItem,
  counts: RsvpCounts,
  creatorName: string | null,
  reader: ReaderFields,
  nowMs = Date.now(),
): EventDto {
  const all = occurrencesOf(e);
  const upcoming = all.filter((o) => Date.parse(o) >= nowMs).slice(0, 52);
  const tz = e.timeZone ?? 'UTC';
  const minutes = e.durationMinutes ?? 90;
  return {
    id: e.eventId,
    creatorId: e.creatorId,
    creatorName,
    title: e.title,
    description: e.description ?? '',
    gameType: e.gameType as EventDto['gameType'],
    dateStart: e.dateStart,
    timeZone: tz,
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    location: {
      placeId: e.location.placeId ?? e.placeId ?? null,
      name: e.location.name,
      address: e.location.address,
      lat: e.location.lat,
      lng: e.location.lng,
    },
    teamName: e.teamName ?? null,
    hostingTeam: e.hostingTeam ?? null,
    sessionId: e.sessionId ?? null,
    isPrivate: e.isPrivate ?? false,
    makePublicAfter: e.makePublicAfter ?? null,
    reoccurringInfo: recurrenceOf(e),
    excludedDates: e.excludedDates ?? [],
    allowLateRsvp: e.allowLateRsvp ?? false,
    hasMinimumNeeded: e.hasMinimumNeeded ?? false,
    minimumNeeded: e.minimumNeeded ?? null,
    hoursToCancelBefore: e.hoursToCancelBefore ?? 0,
    rescueHours: e.rescueHours ?? 0,
    creatorApprovalNeeded: e.creatorApprovalNeeded ?? false,
    allowParticipantGuests: e.allowParticipantGuests ?? false,
    guestLimit: e.guestLimit ?? 0,
    chargeGuests: e.chargeGuests ?? false,
    price: e.price ?? null,
    guestPrice: e.guestPrice ?? null,
    currency: e.price != null ? (e.currency ?? 'usd') : null,
    eventSlotGroup: e.eventSlotGroup ?? null,
    allowWaitlist: e.allowWaitlist ?? true,
    capacity: e.capacity ?? null,
    cancelled: e.cancelled ?? false,
    timeStart: localTime(Date.parse(e.dateStart), tz),
    occurrences: e.reoccurringInfo ? upcoming : all,
    counts,
    favoriteCount: Math.max(0, e.favoriteCount ?? 0),
    ...reader,
    createdAt: e.createdAt ?? e.updatedAt ?? e.dateStart,
    updatedAt: e.updatedAt ?? e.createdAt ?? e.dateStart,
    version: e.version ?? 1,
  };
}

export function toSummary(e: EventItem, extra: Partial<EventSummaryDto> = {}): EventSummaryDto {
  return {
    id: e.eventId,
    title: e.title,
    gameType: e.gameType,
    dateStart: e.dateStart,
    timeZone: e.timeZone ?? 'UTC',
    location: {
      placeId: e.location.placeId ?? e.placeId ?? null,
      name: e.location.name,
      address: e.location.address,
      lat: e.location.lat,
      lng: e.location.lng,
    },
    cancelled: e.cancelled ?? false,
    creatorId: e.creatorId,
    isPrivate: e.isPrivate ?? false,
    recurring: Boolean(e.reoccurringInfo),
    capacity: e.capacity ?? null,
    ...(e.price != null ? { price: e.price, currency: e.currency ?? 'usd' } : {}),
    ...extra,
  };
}
