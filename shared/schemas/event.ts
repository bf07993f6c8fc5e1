import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { gameTypes } from '../constants/lists';
import { isIanaTimeZone } from '../time/zoned-time';
import { circleQuery, idParam, isoDateTime, latitude, longitude, pagedDto, pageQuery, queryNumber } from './common';

/**
 * Events, RSVPs, favorites and discovery (spec §3 Event summary / Full event, §7 Events).
 * An occurrence is identified by its start instant as an ISO string (UTC, `toISOString()`): a
 * one-off event has one occurrence, `dateStart`; a recurring one has one per expanded date.
 */

export const eventLocation = z.object({
  /** The place the event is held at, when it is a saved place. */
  placeId: z.string().nullable().optional(),
  name: z.string(),
  address: z.string().optional(),
  lat: latitude,
  lng: longitude,
});
export type EventLocation = z.infer<typeof eventLocation>;

/** Location on the create form: a saved place (server fills the rest) or an address with a point. */
export const eventLocationInput = z.object({
  placeId: idParam.nullable().optional(),
  name: singleLineText(200, { min: 1, minMessage: 'Location is required' }),
  address: singleLineText(300).optional(),
  lat: latitude,
  lng: longitude,
});

/** Event summary (spec §3), plus the distance from the searched point. */
export const eventSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  gameType: z.string(),
  /** For a recurring event in a search: the next matching occurrence's start. */
  dateStart: z.string(),
  /** The event's IANA zone: times show in it, with the viewer's beside them when they differ. */
  timeZone: z.string().optional(),
  location: eventLocation,
  cancelled: z.boolean(),
  creatorId: z.string(),
  distanceMiles: z.number().optional(),
  isPrivate: z.boolean().optional(),
  recurring: z.boolean().optional(),
  capacity: z.number().int().nullable().optional(),
  joinedCount: z.number().int().optional(),
  /** Paid events: price per person in `currency`'s minor unit. */
  price: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** The host's other events of this slot group in the same list, folded into this one (domain/events/slot-groups.ts). */
  slotGroup: z
    .object({
      name: z.string(),
      others: z.array(z.object({ id: z.string(), title: z.string(), dateStart: z.string(), cancelled: z.boolean() })),
    })
    .optional(),
});
export type EventSummaryDto = z.infer<typeof eventSummaryDto>;

export const recurrenceFrequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/** reoccurringInfo (§3): how the event repeats, in the event's time zone, until endDate (inclusive). */
export const reoccurringInfo = z.object({
  frequency: z.enum(recurrenceFrequencies),
  /** Weekly/biweekly: weekdays 0 (Sunday) - 6; empty means the start date's weekday. */
  daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  /** Last date an occurrence may fall on (YYYY-MM-DD), at most one year after the start. */
  endDate: z.iso.date('Please enter a valid end date'),
});
export type ReoccurringInfo = z.infer<typeof reoccurringInfo>;

export const eventDuration = z.object({
  hours: z.number().int('Hours must be a whole number').min(0, 'Hours cannot be negative').max(72, 'Hours must be at most 72'),
  minutes: z.number().int('Minutes must be a whole number').min(0, 'Minutes cannot be negative').max(59, 'Minutes must be at most 59'),
});

export const EVENT_LIMITS = {
  title: { min: 2, max: 100 },
  description: 5000,
  capacity: { min: 1, max: 10000 },
  guestLimit: { min: 0, max: 20 },
  hoursToCancelBefore: { min: 0, max: 168 },
  /** Hours before the go/no-go cut-off that an event short of its minimum invites players (0 = no rescue). */
  rescueHours: { min: 0, max: 72 },
  /** A paid event's price per person (and per guest), in the currency's minor unit (cents): Stripe's minimum charge to 1,000.00. */
  price: { min: 50, max: 100_000 },
  recurrenceMaxDays: 366,
  /** A series RSVP covers at most this many upcoming occurrences. */
  seriesMaxOccurrences: 52,
} as const;

/** An amount in a currency's minor unit (cents), named in every message so the form can show it by its field. */
const minorUnits = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of cents`)
    .min(EVENT_LIMITS.price.min, `${label} must be at least ${EVENT_LIMITS.price.min} cents`)
    .max(EVENT_LIMITS.price.max, `${label} must be at most ${EVENT_LIMITS.price.max} cents`);

/** Every field of the full event (§3) a creator sets. Cross-field rules in `eventRules`. */
const eventFields = z.object({
  title: singleLineText(EVENT_LIMITS.title.max, { min: EVENT_LIMITS.title.min, minMessage: `Title must be at least ${EVENT_LIMITS.title.min} characters`, maxMessage: `Title must be at most ${EVENT_LIMITS.title.max} characters` }),
  description: multiLineText(EVENT_LIMITS.description).default(''),
  gameType: z.enum(gameTypes, { error: 'Choose a game type' }),
  /** Start of the (first) occurrence, with offset. */
  dateStart: isoDateTime,
  /** IANA zone the organiser planned in: recurrence and timeStart are computed in it. */
  timeZone: z
    .string()
    .max(64)
    .refine(isIanaTimeZone, 'Choose a time zone from the list (an IANA name such as America/Denver)')
    .default('UTC'),
  duration: eventDuration,
  location: eventLocationInput,
  teamName: singleLineText(100).nullable().optional(),
  hostingTeam: idParam.nullable().optional(),
  /** A session of the hosting team's season (§7 "team events by session"); needs hostingTeam. */
  sessionId: idParam.nullable().optional(),
  isPrivate: z.boolean().default(false),
  makePublicAfter: isoDateTime.nullable().optional(),
  reoccurringInfo: reoccurringInfo.nullable().default(null),
  excludedDates: z.array(z.iso.date()).max(EVENT_LIMITS.recurrenceMaxDays).default([]),
  allowLateRsvp: z.boolean().default(false),
  hasMinimumNeeded: z.boolean().default(false),
  minimumNeeded: z.number().int().min(1, 'Minimum needed must be at least 1').max(EVENT_LIMITS.capacity.max).nullable().optional(),
  hoursToCancelBefore: z
    .number()
    .int()
    .min(EVENT_LIMITS.hoursToCancelBefore.min, 'Hours to cancel before cannot be negative')
    .max(EVENT_LIMITS.hoursToCancelBefore.max, `Hours to cancel before must be at most ${EVENT_LIMITS.hoursToCancelBefore.max}`)
    .default(0),
  /**
   * With a minimum: how many hours before the cut-off (hoursToCancelBefore before the start) a game
   * still short of it invites nearby players who are free, before the game is called at the cut-off.
   */
  rescueHours: z
    .number()
    .int('Rescue window must be a whole number of hours')
    .min(EVENT_LIMITS.rescueHours.min, 'Rescue window cannot be negative')
    .max(EVENT_LIMITS.rescueHours.max, `Rescue window must be at most ${EVENT_LIMITS.rescueHours.max} hours`)
    .default(0),
  creatorApprovalNeeded: z.boolean().default(false),
  allowParticipantGuests: z.boolean().default(false),
  guestLimit: z
    .number()
    .int()
    .min(EVENT_LIMITS.guestLimit.min, 'Guest limit cannot be negative')
    .max(EVENT_LIMITS.guestLimit.max, `Guest limit must be at most ${EVENT_LIMITS.guestLimit.max}`)
    .default(0),
  chargeGuests: z.boolean().default(false),
  /** Price to join, per person, in the minor unit of the organiser's payout currency; null = free. */
  price: minorUnits('Price').nullable().default(null),
  /** Price per guest when chargeGuests is on (a priced event only). */
  guestPrice: minorUnits('Guest price').nullable().default(null),
  eventSlotGroup: singleLineText(100).nullable().optional(),
  allowWaitlist: z.boolean().default(true),
  /** Spots, guests included; null = unlimited. */
  capacity: z
    .number()
    .int('Capacity must be a whole number')
    .min(EVENT_LIMITS.capacity.min, `Capacity must be at least ${EVENT_LIMITS.capacity.min}`)
    .max(EVENT_LIMITS.capacity.max, `Capacity must be at most ${EVENT_LIMITS.capacity.max}`)
    .nullable()
    .default(null),
});

type EventFields = z.infer<typeof eventFields>;

/** Cross-field rules shared by create and edit (bad input is refused with a message per field). */
function eventRules(value: EventFields, ctx: z.RefinementCtx) {
  if (value.duration.hours * 60 + value.duration.minutes <= 0) {
    ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Duration must be greater than 0' });
  }
  if (value.hasMinimumNeeded && value.minimumNeeded == null) {
    ctx.addIssue({ code: 'custom', path: ['minimumNeeded'], message: 'Minimum needed is required' });
  }
  if (value.hasMinimumNeeded && value.minimumNeeded != null && value.capacity != null && value.minimumNeeded > value.capacity) {
    ctx.addIssue({ code: 'custom', path: ['minimumNeeded'], message: 'Minimum needed cannot be more than the capacity' });
  }
  if (value.price != null && value.chargeGuests && value.allowParticipantGuests && value.guestPrice == null) {
    ctx.addIssue({ code: 'custom', path: ['guestPrice'], message: 'Guest price is required when guests are charged' });
  }
  if (value.makePublicAfter && !value.isPrivate) {
    ctx.addIssue({ code: 'custom', path: ['makePublicAfter'], message: 'Only a private event can be made public later' });
  }
  if (value.reoccurringInfo) {
    const start = value.dateStart.slice(0, 10);
    const end = value.reoccurringInfo.endDate;
    if (end < start) ctx.addIssue({ code: 'custom', path: ['reoccurringInfo', 'endDate'], message: 'End date must be after the start date' });
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    if (days > EVENT_LIMITS.recurrenceMaxDays) {
      ctx.addIssue({ code: 'custom', path: ['reoccurringInfo', 'endDate'], message: 'A series can run for at most one year' });
    }
  }
}

export const eventInput = eventFields.superRefine(eventRules);
export type EventInput = z.infer<typeof eventInput>;
export type EventInputRaw = z.input<typeof eventInput>;

/** New events start in the future (edits may keep a past start). */
export const createEventInput = eventFields.superRefine((value, ctx) => {
  eventRules(value, ctx);
  if (Date.parse(value.dateStart) <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['dateStart'], message: 'The start must be in the future' });
  }
});
export const updateEventInput = eventFields
  .extend({ version: z.number().int().nonnegative() })
  .superRefine((value, ctx) => eventRules(value, ctx));

export const rsvpCounts = z.object({
  /** People joined (not counting guests). */
  joined: z.number().int(),
  guests: z.number().int(),
  waitlisted: z.number().int(),
  pending: z.number().int(),
  /** Spots left (capacity minus joined and their guests); null = unlimited. */
  spotsLeft: z.number().int().nullable(),
  /** Spots held for people paying at Checkout (paid events; absent when none). */
  held: z.number().int().optional(),
});
export type RsvpCounts = z.infer<typeof rsvpCounts>;

/** One person joined in an event, as the reader may see them (the RSVP list's naming and block rules). */
export const eventJoiner = z.object({
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  guests: z.number().int(),
  isGuest: z.boolean().default(false),
});
export type EventJoiner = z.infer<typeof eventJoiner>;

export const goNoGoStates = ['pending', 'game-on', 'called-off'] as const;
export type GoNoGoState = (typeof goNoGoStates)[number];

/** The go/no-go at the cut-off: "Decision at <time>", "Game on" or "Called off: not enough players". */
export const goNoGoDto = z.object({
  occurrence: z.string(),
  state: z.enum(goNoGoStates),
  /** When the game is called (the cut-off), ISO. */
  decisionAt: z.string(),
  /** When players start being invited if it is still short; null without a rescue window. */
  rescueAt: z.string().nullable(),
  /** Upcoming dates of a series called off for too few players (they leave its dates). */
  calledOff: z.array(z.string()),
});
export type GoNoGoDto = z.infer<typeof goNoGoDto>;

/** Full event (§3): every field plus identity, state, and the next occurrence's counts. */
export const eventDto = eventFields.extend({
  id: z.string(),
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  location: eventLocation,
  cancelled: z.boolean(),
  /** HH:mm of the first occurrence in timeZone. */
  timeStart: z.string(),
  /** Upcoming occurrence starts (ISO), at most 52; a one-off event has one. */
  occurrences: z.array(z.string()),
  /** Counts for the next upcoming occurrence (or the only one). */
  counts: rsvpCounts,
  favoriteCount: z.number().int(),
  /** Joined people of the next occurrence whom the reader may see; the rest are only counted. */
  joiners: z.array(eventJoiner),
  /** Who favourited, as far as the reader may know: everyone sees the count, the reader whether they did. */
  favoritedList: z.object({ count: z.number().int(), favorited: z.boolean() }),
  /** Whether the reader may manage it: its creator, or an owner/admin of the hosting team. */
  viewerCanManage: z.boolean(),
  /** Paid events: the organiser's payout currency (ISO 4217, lower case); null when free. */
  currency: z.string().nullable(),
  /** Whether the reader has rated this game: endorsed a player at one of its occurrences. */
  rated: z.boolean(),
  /** With a minimum: the go/no-go of the next occurrence, and upcoming dates called off for too few players. */
  goNoGo: goNoGoDto.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type EventDto = z.infer<typeof eventDto>;

/** An edit's answer: the event, and how many RSVPs followed its dates where they moved (the toast says so). */
export const updatedEventDto = eventDto.extend({ rsvpsMoved: z.number().int().min(0) });

/** `held`: a spot kept for a paid event until `holdUntil` while the person pays at Checkout. */
export const rsvpStatuses = ['joined', 'waitlisted', 'pending', 'held'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export const rsvpDto = z.object({
  eventId: z.string(),
  occurrence: z.string(),
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  status: z.enum(rsvpStatuses),
  guests: z.number().int(),
  /** A guest an organiser added (no account): shown by name, marked "Guest", never with an e-mail or a profile link. */
  isGuest: z.boolean().default(false),
  /** 1-based place in the waitlist (arrival order); null unless waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** A held spot's deadline (ISO): pay by then or the spot goes back. */
  holdUntil: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type RsvpDto = z.infer<typeof rsvpDto>;

export const occurrenceQuery = z.object({ occurrence: isoDateTime.optional() });
/** Strict: an RSVP body with anything else (a typo of `guests`) is refused rather than read as a plain join. */
export const rsvpInput = z.strictObject({
  /** Which occurrence; defaults to the next upcoming one. Ignored when series is true. */
  occurrence: isoDateTime.optional(),
  /** RSVP to every upcoming occurrence of a recurring event (at most 52). */
  series: z.boolean().default(false),
  guests: z
    .number()
    .int()
    .min(0, 'Guests cannot be negative')
    .max(EVENT_LIMITS.guestLimit.max, `Guests must be at most ${EVENT_LIMITS.guestLimit.max}`)
    .default(0),
});
export type RsvpInput = z.input<typeof rsvpInput>;
export const leaveQuery = z.object({
  occurrence: isoDateTime.optional(),
  series: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
export const rsvpListDto = z.object({
  occurrence: z.string(),
  items: z.array(rsvpDto),
  counts: rsvpCounts,
  /**
   * A paid event: the reader's own payment for this occurrence (the latest, paid first), so the
   * RSVP panel says what leaving means for it; null when they have none, absent on a free event.
   */
  myPayment: z.object({ method: z.enum(['card', 'cash']), status: z.enum(['pending', 'paid', 'refunded', 'expired']) }).nullable().optional(),
});
export type RsvpListDto = z.infer<typeof rsvpListDto>;
/** `checkoutUrl`: a paid event's hosted Checkout for the spot just held; the page goes there. */
export const rsvpResultDto = z.object({ items: z.array(rsvpDto), checkoutUrl: z.string().nullable().optional() });
export const reviewRsvpInput = z.object({ occurrence: isoDateTime, approve: z.boolean() });
/** `refunded`: occurrences whose payment went back (left before the cut-off); paid ones not listed were kept. */
export const leaveResultDto = z.object({ left: z.array(z.string()), promoted: z.array(z.string()), refunded: z.array(z.string()).optional() });

/** "from the start of the start day to 23:59:59.999 of the end day" (§7), in the viewer's zone, as epoch ms. */
export function dayRangeMs(startDate: Date, endDate: Date): { from: number; to: number } {
  const from = new Date(startDate.getFullYear(), startDate.getMonth(), startDate.getDate(), 0, 0, 0, 0).getTime();
  const to = new Date(endDate.getFullYear(), endDate.getMonth(), endDate.getDate(), 23, 59, 59, 999).getTime();
  return { from, to };
}

const epochMs = queryNumber.pipe(z.number().int().min(0, 'Must be a time in epoch milliseconds'));

/** Discover (§7 Events by location): a point, radius 1-50 miles, date window, type, text, past/future, paging. */
export const nearbyEventsQuery = z
  .object({
    ...circleQuery(),
    /** Window start/end, epoch ms (see dayRangeMs). Future searches never start before now. */
    from: epochMs.optional(),
    to: epochMs.optional(),
    gameType: z.enum(gameTypes).optional(),
    q: singleLineText(100).optional(),
    pastFuture: z.enum(['future', 'past']).default('future'),
    sort: z.enum(['distance', 'date']).default('distance'),
    ...pageQuery,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ['to'], message: 'The end date must be after the start date' });
export type NearbyEventsQuery = z.infer<typeof nearbyEventsQuery>;

export const pagedEventsDto = pagedDto(eventSummaryDto);
export type PagedEventsDto = z.infer<typeof pagedEventsDto>;
export const nearbyEventsDto = pagedEventsDto;

/** Events for a profile table (§7): joined or created, future or past. */
export const userEventsQuery = z.object({
  role: z.enum(['joined', 'created']).default('joined'),
  pastFuture: z.enum(['future', 'past']).default('future'),
  ...pageQuery,
});

export const favoriteDto = z.object({ eventId: z.string(), favorited: z.boolean(), favoriteCount: z.number().int() });
export const favoritesDto = z.object({ items: z.array(eventSummaryDto) });
