import { describe, expect, it } from 'vitest';
import { eventDto, type EventDto } from '@shared/schemas/event';
import {
  emptyEventForm,
  eventFormResolver,
  eventToFormValues,
  fieldForIssue,
  toEventInput,
  type EventFormValues,
} from './event-values';

const inAYear = `${new Date().getFullYear() + 1}`;

function filled(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyEventForm('America/Denver'),
    title: 'Pickup basketball',
    gameType: 'Basketball',
    date: `${inAYear}-01-15`,
    time: '18:30',
    durationHours: '1',
    durationMinutes: '30',
    location: { name: 'Congress Park Courts', address: 'E 8th Ave, Denver, CO', lat: 39.7296, lng: -104.9573 },
    ...overrides,
  };
}

const resolve = async (values: EventFormValues, version?: number) =>
  eventFormResolver(version)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('form values → eventInput', () => {
  it('sends the start as ISO with the zone offset, and the zone itself', () => {
    const body = toEventInput(filled());
    expect(body.dateStart).toBe(`${inAYear}-01-15T18:30:00-07:00`);
    expect(body.timeZone).toBe('America/Denver');
    expect(body.duration).toEqual({ hours: 1, minutes: 30 });
  });

  it('maps blank capacity to unlimited and typed numbers to numbers', () => {
    expect(toEventInput(filled()).capacity).toBeNull();
    expect(toEventInput(filled({ capacity: '12', hoursToCancelBefore: '24' }))).toMatchObject({
      capacity: 12,
      hoursToCancelBefore: 24,
    });
  });

  it('sends the rescue window only with a minimum', () => {
    expect(toEventInput(filled({ hasMinimumNeeded: true, minimumNeeded: '4', rescueHours: '6' }))).toMatchObject({ minimumNeeded: 4, rescueHours: 6 });
    expect(toEventInput(filled({ hasMinimumNeeded: false, rescueHours: '6' })).rescueHours).toBe(0);
  });

  it('sends no recurrence and no excluded dates for a one-off event', () => {
    const body = toEventInput(filled({ excludedDates: [`${inAYear}-01-22`] }));
    expect(body.reoccurringInfo).toBeNull();
    expect(body.excludedDates).toEqual([]);
  });

  it('sends weekly recurrence with sorted weekday numbers, end date and excluded dates', () => {
    const body = toEventInput(
      filled({
        repeat: 'weekly',
        daysOfWeek: ['4', '1'],
        repeatEndDate: `${inAYear}-03-01`,
        excludedDates: [`${inAYear}-02-05`, `${inAYear}-01-22`],
      }),
    );
    expect(body.reoccurringInfo).toEqual({ frequency: 'weekly', daysOfWeek: [1, 4], endDate: `${inAYear}-03-01` });
    expect(body.excludedDates).toEqual([`${inAYear}-01-22`, `${inAYear}-02-05`]);
  });

  it('drops weekdays for monthly recurrence', () => {
    const body = toEventInput(filled({ repeat: 'monthly', daysOfWeek: ['2'], repeatEndDate: `${inAYear}-06-01` }));
    expect(body.reoccurringInfo).toEqual({ frequency: 'monthly', daysOfWeek: [], endDate: `${inAYear}-06-01` });
  });

  it('sends make-public-after only for a private event, in the event zone', () => {
    expect(toEventInput(filled({ makePublicAfter: `${inAYear}-01-10T12:00` })).makePublicAfter).toBeNull();
    expect(toEventInput(filled({ isPrivate: true, makePublicAfter: `${inAYear}-01-10T12:00` })).makePublicAfter).toBe(
      `${inAYear}-01-10T12:00:00-07:00`,
    );
  });

  it('sends guests settings only when guests are allowed, and the minimum only when asked for', () => {
    expect(toEventInput(filled({ guestLimit: '3', chargeGuests: true, minimumNeeded: '4' }))).toMatchObject({
      guestLimit: 0,
      chargeGuests: false,
      minimumNeeded: null,
    });
    expect(
      toEventInput(
        filled({ allowParticipantGuests: true, guestLimit: '3', price: '10', chargeGuests: true, guestPrice: '4', hasMinimumNeeded: true, minimumNeeded: '4' }),
      ),
    ).toMatchObject({
      allowParticipantGuests: true,
      guestLimit: 3,
      chargeGuests: true,
      hasMinimumNeeded: true,
      minimumNeeded: 4,
    });
  });

  it('keeps a saved place id and leaves it out for an address', () => {
    expect(
      toEventInput(filled({ location: { placeId: 'seed-place-congress', name: 'Congress Park', lat: 39.7, lng: -104.9 } }))
        .location,
    ).toEqual({
      placeId: 'seed-place-congress',
      name: 'Congress Park',
      lat: 39.7,
      lng: -104.9,
    });
    expect(toEventInput(filled()).location).not.toHaveProperty('placeId');
  });
});

describe('event → form values', () => {
  const event: EventDto = eventDto.parse({
    id: 'evt-1',
    creatorId: 'user-1',
    creatorName: 'Olivia',
    title: 'Tennis ladder',
    currency: null,
    description: 'Bring balls',
    gameType: 'Tennis',
    dateStart: '2026-12-06T01:30:00.000Z',
    timeZone: 'America/Denver',
    duration: { hours: 2, minutes: 0 },
    location: { placeId: 'p1', name: 'Wash Park', address: 'Downing St', lat: 39.7, lng: -104.97 },
    isPrivate: true,
    makePublicAfter: '2026-12-01T17:00:00.000Z',
    reoccurringInfo: { frequency: 'biweekly', daysOfWeek: [2, 5], endDate: '2027-02-01' },
    excludedDates: ['2026-12-25'],
    capacity: 8,
    guestLimit: 2,
    allowParticipantGuests: true,
    cancelled: false,
    timeStart: '18:30',
    occurrences: [],
    counts: { joined: 0, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 8 },
    favoriteCount: 0,
    joiners: [],
    favoritedList: { count: 0, favorited: false },
    viewerCanManage: true,
    rated: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 3,
  });

  it('shows the start, publish time and recurrence in the event zone', () => {
    const values = eventToFormValues(event);
    expect(values).toMatchObject({
      date: '2026-12-05',
      time: '18:30',
      timeZone: 'America/Denver',
      makePublicAfter: '2026-12-01T10:00',
      repeat: 'biweekly',
      daysOfWeek: ['2', '5'],
      repeatEndDate: '2027-02-01',
      excludedDates: ['2026-12-25'],
      capacity: '8',
      guestLimit: '2',
      durationHours: '2',
      durationMinutes: '0',
    });
  });

  it('round-trips to the same body', () => {
    const body = toEventInput(eventToFormValues(event));
    expect(Date.parse(body.dateStart)).toBe(Date.parse(event.dateStart));
    expect(Date.parse(body.makePublicAfter!)).toBe(Date.parse(event.makePublicAfter!));
    expect(body.reoccurringInfo).toEqual(event.reoccurringInfo);
    expect(body.location).toEqual(event.location);
    expect(body.capacity).toBe(8);
  });
});

describe('issue paths → fields', () => {
  it.each([
    ['dateStart', 'date'],
    ['duration', 'durationHours'],
    ['duration.minutes', 'durationMinutes'],
    ['location.name', 'location'],
    ['reoccurringInfo.endDate', 'repeatEndDate'],
    ['reoccurringInfo.daysOfWeek.0', 'daysOfWeek'],
    ['minimumNeeded', 'minimumNeeded'],
    ['capacity', 'capacity'],
    ['version', 'root'],
    ['somethingElse', 'root'],
  ])('%s → %s', (path, field) => expect(fieldForIssue(path)).toBe(field));
});

describe('eventFormResolver', () => {
  it('passes good values through the shared schema with its defaults', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      title: 'Pickup basketball',
      allowWaitlist: true,
      capacity: null,
      reoccurringInfo: null,
    });
  });

  it('names each bad field with the schema message', async () => {
    const fields = await resolve(filled({ title: 'x', gameType: '' }));
    expect(fields.errors.title?.message).toBe('Title must be at least 2 characters');
    expect(fields.errors.gameType?.message).toBe('Choose a game type');
    // Cross-field rules run once every field on its own is valid (zod refinements).
    const { errors } = await resolve(
      filled({ durationHours: '0', durationMinutes: '0', capacity: '4', hasMinimumNeeded: true, minimumNeeded: '6' }),
    );
    expect(errors.durationHours?.message).toBe('Duration must be greater than 0');
    expect(errors.minimumNeeded?.message).toBe('Minimum needed cannot be more than the capacity');
  });

  it('asks for a date, a location and whole numbers', async () => {
    const { errors } = await resolve(filled({ date: '', location: null, capacity: 'lots', guestLimit: '2' }));
    expect(errors.date?.message).toBe('Choose a date and a start time');
    expect(errors.location?.message).toBeTruthy();
    expect(errors.capacity?.message).toBe('Enter a whole number');
  });

  it('speaks of the amount typed in the price fields, never of cents or whole numbers', async () => {
    const priceError = async (price: string) => (await resolve(filled({ price }))).errors.price?.message;
    for (const bad of ['12.555', '-3', 'abc', '1,5']) {
      expect(await priceError(bad)).toBe('Price per person must be an amount like 12.50, with at most two digits after the point');
    }
    expect(await priceError('0')).toBe('Price per person must be at least 0.50');
    expect(await priceError('0.49')).toBe('Price per person must be at least 0.50');
    expect(await priceError('1000.01')).toBe('Price per person must be at most 1000.00');
    expect(await priceError('12.5')).toBeUndefined();
    expect(await priceError('1000')).toBeUndefined();
    for (const typed of ['15.', '.50', ' 7 ']) expect(await priceError(typed), typed).toBeUndefined();
    expect(toEventInput(filled({ price: '15.' })).price).toBe(1500);
    expect(toEventInput(filled({ price: '.5' })).price).toBe(50);
    // Cleared to free with a guest charge still ticked: nobody is charged, for guests either.
    expect(toEventInput(filled({ price: '', allowParticipantGuests: true, chargeGuests: true, guestPrice: '5' }))).toMatchObject({
      price: null,
      chargeGuests: false,
      guestPrice: null,
    });
    const guest = await resolve(filled({ price: '10', allowParticipantGuests: true, chargeGuests: true, guestPrice: '0.2' }));
    expect(guest.errors.guestPrice?.message).toBe('Price per guest must be at least 0.50');
    const noGuestPrice = await resolve(filled({ price: '10', allowParticipantGuests: true, chargeGuests: true, guestPrice: '' }));
    expect(noGuestPrice.errors.guestPrice?.message).toBe('Guest price is required when guests are charged');
  });

  it('refuses a past start for a new event but not for an edit', async () => {
    const past = filled({ date: '2020-01-01' });
    expect((await resolve(past)).errors.date?.message).toBe('The start must be in the future');
    expect((await resolve(past, 2)).errors).toEqual({});
  });

  it('checks a series end date', async () => {
    const { errors } = await resolve(filled({ repeat: 'weekly', repeatEndDate: '' }));
    expect(errors.repeatEndDate?.message).toBeTruthy();
  });
});
