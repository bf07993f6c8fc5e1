import type { RsvpDto } from '@shared/schemas/event';
import { occurrence } from '@web/test/fixtures';

/** Test data for the events screens, shaped as the API sends it (parsed with its output schemas). */
export { eventFixture, occurrence } from '@web/test/fixtures';

export const rsvpFixture = (overrides: Partial<RsvpDto> = {}): RsvpDto => ({
  eventId: 'evt-1',
  occurrence,
  userId: 'me',
  displayName: 'Pat',
  photoURL: null,
  status: 'joined',
  guests: 0,
  isGuest: false,
  waitlistPosition: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const joinedRsvp = (userId: string, displayName: string): RsvpDto => rsvpFixture({ userId, displayName });
