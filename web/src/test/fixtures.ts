import type { WebConfig } from '@shared/schemas/config';
import { eventDto, type EventDto, type EventSummaryDto } from '@shared/schemas/event';
import type { FamilyConnectionDto } from '@shared/schemas/family';
import type { ProfileDto } from '@shared/schemas/user';

export const testConfig: WebConfig = {
  stage: 'test',
  region: 'us-east-1',
  apiUrl: '',
  userPoolId: 'local_test',
  userPoolClientId: 'test-client',
  appDomains: ['localhost'],
};

export function eventSummary(overrides: Partial<EventSummaryDto> = {}): EventSummaryDto {
  return {
    id: '01JEVENT000000000000000001',
    title: 'Pickup basketball',
    gameType: 'Basketball',
    dateStart: '2026-12-05T18:30:00.000Z',
    timeZone: 'America/Denver',
    location: { name: 'Cheesman Park', lat: 39.733, lng: -104.966 },
    cancelled: false,
    creatorId: 'user-1',
    distanceMiles: 2.345,
    ...overrides,
  };
}

export function profileDto(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    uid: 'user-1',
    id: 'user-1',
    email: 'sam@example.com',
    emailVerified: true,
    displayName: 'Sam',
    displayNameFallback: 'Sam',
    fullName: 'Sam Rivera',
    lastName: null,
    photoURL: null,
    defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903, hash: '9xj64' },
    joinReason: 'Find-events',
    additionalInfo: { sports: ['Basketball'], pronoun: '' },
    bio: null,
    phoneNumber: null,
    birthdate: null,
    privacySettings: null,
    alternateEmails: [],
    notificationSettings: {},
    sportAvailability: [],
    activitySubscriptions: [],
    userSubscription: 'Free',
    hasAdditionalInfo: true,
    announceOnJoin: true,
    locale: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** A person who signed up but has not filled in the first profile form (spec §4 new user). */
export function newUserProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return profileDto({
    displayName: null,
    displayNameFallback: 'sam',
    fullName: null,
    defaultCity: null,
    joinReason: null,
    additionalInfo: null,
    hasAdditionalInfo: false,
    createdAt: null,
    updatedAt: null,
    version: 0,
    ...overrides,
  });
}

/** An accepted family connection: Sam (user-1) added Pat (user-2) as a child; seen from Sam's side. */
export function familyConnection(overrides: Partial<FamilyConnectionDto> = {}): FamilyConnectionDto {
  return {
    id: 'c1',
    requesterId: 'user-1',
    requesterName: 'Sam',
    recipientId: 'user-2',
    recipientName: 'Pat',
    requesterRelation: 'parent',
    recipientRelation: 'child',
    isRecipientGthUser: true,
    recipientAge: null,
    recipientPhoneNumber: null,
    status: 'accepted',
    createdAt: '2026-11-01T00:00:00.000Z',
    otherUserId: 'user-2',
    otherName: 'Pat',
    relation: 'child',
    awaitingMyAnswer: false,
    ...overrides,
  };
}

/** A full event as the API sends it (parsed with its output schema): one occurrence, Denver time. */
export const occurrence = '2026-12-06T01:30:00.000Z';

export const eventFixture = (overrides: Partial<EventDto> = {}): EventDto =>
  eventDto.parse({
    id: 'evt-1',
    creatorId: 'organiser',
    creatorName: 'Olivia Organizer',
    title: 'Pickup soccer',
    description: 'Bring shin guards',
    currency: null,
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
