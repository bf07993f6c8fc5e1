import { emptyWeek, type AvailabilityDto } from '@shared/schemas/availability';
import { defaultPrivacy } from './availability-values';

/** What listGenders answers: 'Any' first, in the server's order. */
export const genders = ['Any', 'Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;

/** getAvailability for an owner who has never saved (no record, no privacy, no version). */
export function availability(overrides: Partial<AvailabilityDto> = {}): AvailabilityDto {
  return { uid: 'user-1', visible: true, record: null, privacy: null, version: null, ...overrides };
}

/** A saved record at version 4 with the default privacy. */
export const savedAvailability = (weekly = emptyWeek(), extra: Partial<AvailabilityDto> = {}): AvailabilityDto =>
  availability({
    record: { weekly, dateSpecific: [], updatedAt: '2026-11-30T10:00:00.000Z' },
    privacy: defaultPrivacy(),
    version: 4,
    ...extra,
  });

/** A trip to Austin with one evening range. */
export const austinTrip = {
  id: 'ds-1',
  date: '2026-12-10',
  endDate: '2026-12-12',
  timeRanges: [{ startTime: '18:00', endTime: '21:00' }],
  dailyTimeRanges: [],
  isTraveling: true,
  location: { city: 'Austin', state: 'TX', country: 'US', lat: 30.27, lng: -97.74, formattedAddress: 'Austin, TX, USA' },
};
