import { t } from '@lingui/core/macro';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  createEventInput,
  EVENT_LIMITS,
  updateEventInput,
  type EventDto,
  type EventInputRaw,
  type RecurrenceFrequency,
} from '@shared/schemas/event';
import { isoToWallTime, viewerTimeZone, wallTimeToIso } from '@shared/time/zoned-time';

export type RepeatChoice = 'none' | RecurrenceFrequency;

/** Where the event is: a saved place (placeId) or a named address with a point from city search. */
export interface LocationValue {
  placeId?: string | null | undefined;
  name: string;
  address?: string | undefined;
  lat: number;
  lng: number;
}

/**
 * What the create/edit form holds: native inputs give strings, so numbers are text until they are
 * mapped onto the shared `eventInput` shape (`toEventInput`), which the shared schema then checks.
 */
export interface EventFormValues {
  title: string;
  description: string;
  gameType: string;
  /** YYYY-MM-DD and HH:mm in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  durationHours: string;
  durationMinutes: string;
  location: LocationValue | null;
  teamName: string;
  isPrivate: boolean;
  /** datetime-local text (YYYY-MM-DDTHH:mm) in `timeZone`; '' for never. */
  makePublicAfter: string;
  repeat: RepeatChoice;
  /** Weekday numbers as text ("0" Sunday … "6"), from checkboxes. */
  daysOfWeek: string[];
  repeatEndDate: string;
  excludedDates: string[];
  allowLateRsvp: boolean;
  hasMinimumNeeded: boolean;
  minimumNeeded: string;
  hoursToCancelBefore: string;
  /** Hours before the cut-off a game short of its minimum invites players; '' or '0' for none. */
  rescueHours: string;
  creatorApprovalNeeded: boolean;
  allowParticipantGuests: boolean;
  guestLimit: string;
  chargeGuests: boolean;
  /** Decimal text in the payout currency ("15.00"); '' for a free event. */
  price: string;
  guestPrice: string;
  eventSlotGroup: string;
  allowWaitlist: boolean;
  /** '' means unlimited. */
  capacity: string;
}

export type EventFormField = keyof EventFormValues;

export function emptyEventForm(timeZone: string = viewerTimeZone()): EventFormValues {
  return {
    title: '',
    description: '',
    gameType: '',
    date: '',
    time: '',
    timeZone,
    durationHours: '1',
    durationMinutes: '0',
    location: null,
    teamName: '',
    isPrivate: false,
    makePublicAfter: '',
    repeat: 'none',
    daysOfWeek: [],
    repeatEndDate: '',
    excludedDates: [],
    allowLateRsvp: false,
    hasMinimumNeeded: false,
    minimumNeeded: '',
    hoursToCancelBefore: '0',
    rescueHours: '0',
    creatorApprovalNeeded: false,
    allowParticipantGuests: false,
    guestLimit: '0',
    chargeGuests: false,
    price: '',
    guestPrice: '',
    eventSlotGroup: '',
    allowWaitlist: true,
    capacity: '',
  };
}

/** "15.00" → 1500 (cents); '' → null (free). A non-number is left for the schema to name. */
function minorUnits(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  // "15", "15.", "15.5", "15.50" and ".50" are all amounts a person types.
  return /^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

/** An event as the edit form shows it, in the event's own zone. */
export function eventToFormValues(event: EventDto): EventFormValues {
  const start = isoToWallTime(event.dateStart, event.timeZone);
  const publicAfter = event.makePublicAfter ? isoToWallTime(event.makePublicAfter, event.timeZone) : undefined;
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    title: event.title,
    description: event.description,
    gameType: event.gameType,
    date: start?.date ?? '',
    time: start?.time ?? '',
    timeZone: event.timeZone,
    durationHours: String(event.duration.hours),
    durationMinutes: String(event.duration.minutes),
    location: {
      placeId: event.location.placeId ?? null,
      name: event.location.name,
      address: event.location.address,
      lat: event.location.lat,
      lng: event.location.lng,
    },
    teamName: event.teamName ?? '',
    isPrivate: event.isPrivate,
    makePublicAfter: publicAfter ? `${publicAfter.date}T${publicAfter.time}` : '',
    repeat: event.reoccurringInfo?.frequency ?? 'none',
    daysOfWeek: (event.reoccurringInfo?.daysOfWeek ?? []).map(String),
    repeatEndDate: event.reoccurringInfo?.endDate ?? '',
    excludedDates: [...event.excludedDates],
    allowLateRsvp: event.allowLateRsvp,
    hasMinimumNeeded: event.hasMinimumNeeded,
    minimumNeeded: text(event.minimumNeeded),
    hoursToCancelBefore: String(event.hoursToCancelBefore),
    rescueHours: String(event.rescueHours),
    creatorApprovalNeeded: event.creatorApprovalNeeded,
    allowParticipantGuests: event.allowParticipantGuests,
    guestLimit: String(event.guestLimit),
    chargeGuests: event.chargeGuests,
    price: event.price == null ? '' : (event.price / 100).toFixed(2),
    guestPrice: event.guestPrice == null ? '' : (event.guestPrice / 100).toFixed(2),
    eventSlotGroup: event.eventSlotGroup ?? '',
    allowWaitlist: event.allowWaitlist,
    capacity: text(event.capacity),
  };
}

/** Whole numbers typed into a text box; anything else stays NaN so the schema names the field. */
const wholeNumber = (text: string): number => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : wholeNumber(text));
const optionalText = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The body the API takes (before the shared schema's defaults), from the form's values. */
export function toEventInput(values: EventFormValues): EventInputRaw {
  const dateStart = wallTimeToIso(values.date, values.time, values.timeZone) ?? '';
  const [publicDate = '', publicTime = ''] = values.makePublicAfter.split('T');
  const repeating = values.repeat !== 'none';
  const weekly = values.repeat === 'weekly' || values.repeat === 'biweekly';
  const location = values.location;
  return {
    title: values.title,
    description: values.description,
    gameType: values.gameType as EventInputRaw['gameType'],
    dateStart,
    timeZone: values.timeZone,
    duration: { hours: wholeNumber(values.durationHours), minutes: wholeNumber(values.durationMinutes) },
    // No location chosen: an empty one, so the schema reports "Location is required".
    location: location
      ? {
          ...(location.placeId ? { placeId: location.placeId } : {}),
          name: location.name,
          ...(location.address ? { address: location.address } : {}),
          lat: location.lat,
          lng: location.lng,
        }
      : { name: '', lat: Number.NaN, lng: Number.NaN },
    teamName: optionalText(values.teamName),
    isPrivate: values.isPrivate,
    makePublicAfter:
      values.isPrivate && values.makePublicAfter
        ? (wallTimeToIso(publicDate, publicTime.slice(0, 5), values.timeZone) ?? values.makePublicAfter)
        : null,
    reoccurringInfo: repeating
      ? {
          frequency: values.repeat as RecurrenceFrequency,
          daysOfWeek: weekly ? values.daysOfWeek.map(Number).sort((a, b) => a - b) : [],
          endDate: values.repeatEndDate,
        }
      : null,
    excludedDates: repeating ? [...values.excludedDates].sort() : [],
    allowLateRsvp: values.allowLateRsvp,
    hasMinimumNeeded: values.hasMinimumNeeded,
    minimumNeeded: values.hasMinimumNeeded ? optionalNumber(values.minimumNeeded) : null,
    hoursToCancelBefore: values.hoursToCancelBefore.trim() === '' ? 0 : wholeNumber(values.hoursToCancelBefore),
    rescueHours: !values.hasMinimumNeeded || values.rescueHours.trim() === '' ? 0 : wholeNumber(values.rescueHours),
    creatorApprovalNeeded: values.creatorApprovalNeeded,
    allowParticipantGuests: values.allowParticipantGuests,
    guestLimit: values.allowParticipantGuests ? (values.guestLimit.trim() === '' ? 0 : wholeNumber(values.guestLimit)) : 0,
    // A free game charges nobody: a guest charge ticked before the price was cleared is dropped.
    chargeGuests: values.allowParticipantGuests && values.chargeGuests && values.price.trim() !== '',
    price: minorUnits(values.price),
    guestPrice: values.allowParticipantGuests && values.chargeGuests && values.price.trim() !== '' ? minorUnits(values.guestPrice) : null,
    eventSlotGroup: optionalText(values.eventSlotGroup),
    allowWaitlist: values.allowWaitlist,
    capacity: optionalNumber(values.capacity),
  };
}

/** Which form field an issue path from the schema or the server (`"reoccurringInfo.endDate"`) belongs to. */
export function fieldForIssue(path: string | readonly PropertyKey[]): EventFormField | 'root' {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head = '', next] = parts;
  switch (head) {
    case 'dateStart':
      return 'date';
    case 'timeZone':
      return 'timeZone';
    case 'duration':
      return next === 'minutes' ? 'durationMinutes' : 'durationHours';
    case 'location':
      return 'location';
    case 'reoccurringInfo':
      return next === 'endDate' ? 'repeatEndDate' : next === 'daysOfWeek' ? 'daysOfWeek' : 'repeat';
    case 'hostingTeam':
      return 'teamName';
    case 'version':
    case '':
      return 'root';
    default:
      return head in emptyEventForm('UTC') ? (head as EventFormField) : 'root';
  }
}

/** An amount in minor units written as the price fields take it back: 100000 → "1000.00" (no grouping). */
const asAmount = (minor: number) => (minor / 100).toFixed(2);

/**
 * The price fields take an amount like 12.50 and the API counts cents: their messages speak of
 * the amount the person typed, never of cents or whole numbers.
 */
function priceMessage(field: 'price' | 'guestPrice', issue: z.core.$ZodIssue): string {
  // A rule between fields ("Guest price is required when guests are charged") says its own words.
  if (issue.code === 'custom') return issue.message;
  const label = field === 'price' ? t`Price per person` : t`Price per guest`;
  if (issue.code === 'too_small') return t`${label} must be at least ${asAmount(EVENT_LIMITS.price.min)}`;
  if (issue.code === 'too_big') return t`${label} must be at most ${asAmount(EVENT_LIMITS.price.max)}`;
  return t`${label} must be an amount like 12.50, with at most two digits after the point`;
}

/** Messages zod would phrase as types ("expected number, received NaN") said the way a person would. */
function friendlyMessage(field: EventFormField | 'root', issue: z.core.$ZodIssue): string {
  if (field === 'price' || field === 'guestPrice') return priceMessage(field, issue);
  if (issue.code === 'invalid_type' || (issue.code === 'invalid_format' && field === 'date')) {
    switch (field) {
      case 'date':
        return t`Choose a date and a start time`;
      case 'location':
        return t`Choose a place or an address`;
      case 'repeatEndDate':
        return t`Please enter a valid end date`;
      default:
        return t`Enter a whole number`;
    }
  }
  if (field === 'location' && issue.code !== 'too_small') return t`Choose a place or an address`;
  return issue.message;
}

export type EventFormOutput = z.output<typeof createEventInput> & { version?: number };

function mapIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors<EventFormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = fieldForIssue(issue.path);
    if (errors[field]) continue;
    errors[field] = { type: issue.code, message: friendlyMessage(field, issue) };
  }
  return errors as FieldErrors<EventFormValues>;
}

/**
 * The form's resolver: map the values onto the API body and check it with the shared schema (the
 * one the Lambda checks with), then put each issue on the field the person filled in.
 * `version` set means an edit (`updateEventInput`: a past start may stay).
 */
export function eventFormResolver(version?: number): Resolver<EventFormValues, unknown, EventFormOutput> {
  return (values) => {
    const body = toEventInput(values);
    const result = version === undefined ? createEventInput.safeParse(body) : updateEventInput.safeParse({ ...body, version });
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: mapIssues(result.error.issues) };
  };
}
