import { eventDto, type EventDto, type RsvpDto } from '@shared/schemas/event';

/** Test data for the events screens, shaped as the API sends it (parsed with its output schemas). */
export const occurrence = '2026-12-06T01:30:00.000Z';

export const eventFixture = (overrides: Partial<EventDto> = {}): EventDto =>
  eventDto.parse({
    id: 'evt-1',
    creatorId: 'organiser',
    creatorName: 'Olivia Organizer',
    title: 'Pickup soccer',
    description: 'Bring shin guards',
    gameType: 'Soccer',
    dateStart: occurrence,
    timeZone: 'America/Denver',
    duration: { hours: 1, minutes: 30 },
    location: {
      placeId: 'seed-place-city-park',
      name: 'City Park Fields',
      address: '2001 Colorado Blvd',
      lat: 39.7,
      lng: -104.9,
    },
    capacity: 10,
    hasMinimumNeeded: true,
    minimumNeeded: 6,
    timeStart: '18:30',
    cancelled: false,
    occurrences: [occurrence],
    counts: { joined: 3, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 7 },
    favoriteCount: 2,
    joiners: [],
    favoritedList: { count: 2, favorited: false },
    viewerCanManage: false,
    rated: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  });

export const rsvpFixture = (overrides: Partial<RsvpDto> = {}): RsvpDto => ({
  eventId: 'evt-1',
  occurrence,
  userId: 'me',
  displayName: 'Pat',
  photoURL: null,
  status: 'joined',
  guests: 0,
  waitlistPosition: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const joinedRsvp = (userId: string, displayName: string): RsvpDto => rsvpFixture({ userId, displayName });
