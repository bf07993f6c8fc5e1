/**
 * Demo data around Denver, CO (issue: "so the app looks alive"). Ids are fixed so seeding is
 * idempotent; event dates are relative to the day the seed runs.
 */
export const seedPassword = 'Password123!';

export const seedUsers = [
  {
    key: 'organizer',
    email: 'organizer@example.com',
    displayName: 'Olivia Organizer',
    fullName: 'Olivia',
    lastName: 'Reyes',
    joinReason: 'Organize' as const,
    sports: ['Pickleball', 'Volleyball', 'Soccer'],
  },
  {
    key: 'player',
    email: 'player@example.com',
    displayName: 'Pat Player',
    fullName: 'Pat',
    lastName: 'Nguyen',
    joinReason: 'Find-events' as const,
    sports: ['Pickleball', 'Basketball'],
  },
];

export const seedPlaces = [
  { placeId: 'seed-place-wash-park', name: 'Washington Park Courts', address: 'S Downing St & E Louisiana Ave, Denver, CO', lat: 39.6995, lng: -104.9713, gameTypes: ['Pickleball', 'Tennis', 'Volleyball'], description: 'Six outdoor courts with permanent pickleball lines and two sand volleyball courts by the lake. Lights until 10 pm.' },
  { placeId: 'seed-place-city-park', name: 'City Park Fields', address: '2001 Colorado Blvd, Denver, CO', lat: 39.7475, lng: -104.9506, gameTypes: ['Soccer', 'Ultimate Frisbee'], description: 'Big grass fields east of the museum; bring cones. Restrooms at the pavilion.' },
  { placeId: 'seed-place-sloans', name: "Sloan's Lake Park", address: '1700 N Sheridan Blvd, Denver, CO', lat: 39.7527, lng: -105.0473, gameTypes: ['Volleyball', 'Running'], description: 'Sand volleyball courts and a 2.6-mile loop around the lake.' },
  { placeId: 'seed-place-congress', name: 'Congress Park Courts', address: 'E 8th Ave & Josephine St, Denver, CO', lat: 39.7296, lng: -104.9573, gameTypes: ['Basketball', 'Pickleball'], description: 'Two full basketball courts and four pickleball courts next to the pool.' },
  { placeId: 'seed-place-apex', name: 'Apex Center Gym', address: '13150 W 72nd Ave, Arvada, CO', lat: 39.8289, lng: -105.1461, gameTypes: ['Basketball', 'Volleyball'], description: 'Indoor gym with three volleyball courts; drop-in fee at the front desk.' },
  { placeId: 'seed-place-boulder', name: 'North Boulder Park', address: '3198 Broadway, Boulder, CO', lat: 40.0326, lng: -105.2827, gameTypes: ['Soccer', 'Ultimate Frisbee'], description: 'Soccer and ultimate fields with mountain views; street parking on Broadway.' },
];

/** dayOffset: days from the seed date; hour: local Denver wall-clock hour; weeks: a weekly series of that many weeks. */
export const seedEvents = [
  { eventId: 'seed-evt-01', title: 'Saturday Morning Pickleball', gameType: 'Pickleball', placeId: 'seed-place-wash-park', dayOffset: 1, hour: 9 },
  { eventId: 'seed-evt-02', title: 'Pickup Soccer at City Park', gameType: 'Soccer', placeId: 'seed-place-city-park', dayOffset: 2, hour: 17 },
  { eventId: 'seed-evt-03', title: 'Beach Volleyball Doubles', gameType: 'Volleyball', placeId: 'seed-place-sloans', dayOffset: 3, hour: 18 },
  { eventId: 'seed-evt-04', title: 'Lunchtime Hoops', gameType: 'Basketball', placeId: 'seed-place-congress', dayOffset: 4, hour: 12 },
  { eventId: 'seed-evt-05', title: 'Beginner Pickleball Clinic', gameType: 'Pickleball', placeId: 'seed-place-congress', dayOffset: 5, hour: 10 },
  { eventId: 'seed-evt-06', title: 'Indoor Volleyball Open Play', gameType: 'Volleyball', placeId: 'seed-place-apex', dayOffset: 6, hour: 19 },
  { eventId: 'seed-evt-07', title: 'Ultimate Frisbee Scrimmage', gameType: 'Ultimate Frisbee', placeId: 'seed-place-city-park', dayOffset: 7, hour: 16 },
  { eventId: 'seed-evt-08', title: 'Tennis Ladder Night', gameType: 'Tennis', placeId: 'seed-place-wash-park', dayOffset: 9, hour: 18 },
  { eventId: 'seed-evt-09', title: 'Boulder Sunday Soccer', gameType: 'Soccer', placeId: 'seed-place-boulder', dayOffset: 10, hour: 10 },
  { eventId: 'seed-evt-10', title: "Sloan's Lake 5K Run Club", gameType: 'Running', placeId: 'seed-place-sloans', dayOffset: 12, hour: 7 },
  { eventId: 'seed-evt-11', title: 'Weekly Pickup Basketball', gameType: 'Basketball', placeId: 'seed-place-congress', dayOffset: 2, hour: 18, weeks: 8 },
];

/**
 * Events the player has joined (the first occurrence of a series): eight, so home's "up to 7
 * upcoming events" shows its limit. Re-seeding on a later day joins the moved dates again.
 */
export const seedPlayerRsvps = ['seed-evt-02', 'seed-evt-04', 'seed-evt-05', 'seed-evt-07', 'seed-evt-08', 'seed-evt-09', 'seed-evt-10', 'seed-evt-11'];

/** Full-event settings per seeded event (the rest take the create form's defaults). */
export const seedEventSettings: Record<string, { capacity?: number; allowParticipantGuests?: boolean; guestLimit?: number; hoursToCancelBefore?: number; hasMinimumNeeded?: boolean; minimumNeeded?: number; creatorApprovalNeeded?: boolean }> = {
  'seed-evt-01': { capacity: 8, allowParticipantGuests: true, guestLimit: 1, hoursToCancelBefore: 12 },
  'seed-evt-02': { capacity: 22, hasMinimumNeeded: true, minimumNeeded: 10 },
  'seed-evt-03': { capacity: 4 },
  'seed-evt-04': { capacity: 10, hoursToCancelBefore: 2 },
  'seed-evt-06': { capacity: 12, creatorApprovalNeeded: true },
  'seed-evt-11': { capacity: 10, hasMinimumNeeded: true, minimumNeeded: 6 },
};

export const seedTeams = [
  { teamId: 'seed-team-dinks', name: 'Denver Dink Squad', kind: 'community' as const, gameType: 'Pickleball', description: 'Friendly pickleball community: open play every weekend.', lat: 39.7, lng: -104.97 },
  { teamId: 'seed-team-mile-high-fc', name: 'Mile High FC (Rec)', kind: 'team' as const, gameType: 'Soccer', description: 'Co-ed rec soccer team looking for subs.', lat: 39.7475, lng: -104.9506 },
  { teamId: 'seed-team-spikers', name: 'Sloan Spikers', kind: 'team' as const, gameType: 'Volleyball', description: 'Sand volleyball doubles, all levels.', lat: 39.7527, lng: -105.0473, joinPolicy: 'approval' as const },
  { teamId: 'seed-org-denver-sports', name: 'Denver Sports Co', kind: 'organization' as const, gameType: 'Other', description: 'Leagues, clinics and pick-up games across the Denver metro.', lat: 39.7392, lng: -104.9903, slug: 'denver-sports' },
  { teamId: 'seed-league-front-range', name: 'Front Range Rec League', kind: 'league' as const, gameType: 'Basketball', description: 'Adult rec basketball league, spring and fall seasons.', lat: 39.7294, lng: -104.8319 },
  { teamId: 'seed-team-rockies-rugby', name: 'Rockies Rugby Club', kind: 'team' as const, gameType: 'Rugby', description: 'Men’s and women’s club rugby; sign-ups on our own site.', lat: 39.7617, lng: -105.0096, external: true, externalUrl: 'https://example.com/rockies-rugby' },
];

/** Seasons and their sessions (written once, when the team has none). */
export const seedSeasons = [
  { teamId: 'seed-team-mile-high-fc', label: 'Fall 2026', group: 'Adult rec', startDate: '2026-09-01', endDate: '2026-12-15', sessions: [{ label: 'Fall session 1', startDate: '2026-09-01', endDate: '2026-10-15' }] },
  { teamId: 'seed-league-front-range', label: 'Winter 2027', group: null, startDate: '2027-01-10', endDate: '2027-03-28', sessions: [] },
];

export const seedPosts = [
  { postId: 'seed-post-1', title: 'Need a sub for Thursday soccer', text: 'Our rec team is one player short this Thursday at City Park, 6pm. Any position, all levels welcome. Reply if you can make it!', category: 'Play & Competition', subCategory: 'Sub Needed' },
  { postId: 'seed-post-2', title: 'Selling lightly used pickleball paddle', text: 'Graphite paddle, used for one season, great grip. $40 or trade for a volleyball. Pick up near Wash Park.', category: 'Gear & Equipment', subCategory: 'Buy & Sell Sports Gear' },
  { postId: 'seed-post-3', title: 'Looking for a hitting partner', text: 'Intermediate tennis player looking for a weekly hitting partner on weekday evenings around Congress Park.', category: 'Training & Coaching', subCategory: 'Training Partners' },
  { postId: 'seed-post-4', title: 'Carpool to Boulder Sunday Soccer', text: 'Driving up from Capitol Hill on Sunday morning, room for three more players. Leaving 9am.', category: 'Community & Social', subCategory: 'Carpool to Games' },
];

/** Team and community memberships: both users share the Dink Squad; only the organizer plays for Mile High FC. */
export const seedMemberships = [
  { teamId: 'seed-team-dinks', user: 'organizer', role: 'owner' as const },
  { teamId: 'seed-team-dinks', user: 'player', role: 'member' as const },
  { teamId: 'seed-team-mile-high-fc', user: 'organizer', role: 'owner' as const },
  { teamId: 'seed-team-spikers', user: 'organizer', role: 'owner' as const },
  { teamId: 'seed-org-denver-sports', user: 'organizer', role: 'owner' as const },
  { teamId: 'seed-league-front-range', user: 'organizer', role: 'owner' as const },
  { teamId: 'seed-league-front-range', user: 'player', role: 'member' as const },
  { teamId: 'seed-team-rockies-rugby', user: 'organizer', role: 'owner' as const },
];

const day = (isAvailable: boolean, timeRanges: Array<{ startTime: string; endTime: string }> = []) => ({ isAvailable, timeRanges });

/**
 * Availability, written once (a person's later edits are kept). The player's hours are public;
 * the organizer's are shown only to people who share a community with her (the player does).
 */
export const seedAvailability = {
  player: {
    weekly: {
      monday: day(false),
      tuesday: day(true, [{ startTime: '18:00', endTime: '21:00' }]),
      wednesday: day(false),
      thursday: day(true, [{ startTime: '18:00', endTime: '21:00' }]),
      friday: day(false),
      saturday: day(true, [{ startTime: '09:00', endTime: '12:00' }]),
      sunday: day(false),
    },
    privacy: { visibilityMode: 'public' as const },
    /** dayOffset: days from the seed date (one free afternoon next week). */
    dateSpecific: [{ id: 'seed-avail-player-1', dayOffset: 8, timeRanges: [{ startTime: '13:00', endTime: '17:00' }] }],
  },
  organizer: {
    weekly: {
      monday: day(true, [{ startTime: '17:00', endTime: '20:00' }]),
      tuesday: day(false),
      wednesday: day(true, [{ startTime: '12:00', endTime: '13:00' }, { startTime: '17:30', endTime: '20:30' }]),
      thursday: day(false),
      friday: day(false),
      saturday: day(false),
      sunday: day(true, [{ startTime: '08:00', endTime: '11:00' }]),
    },
    privacy: { visibilityMode: 'filtered' as const, communityFilter: 'any' as const },
    dateSpecific: [],
  },
};
