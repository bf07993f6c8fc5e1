/**
 * Demo data around Denver, CO, so the app looks alive. Ids are fixed so seeding is
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
  {
    key: 'admin',
    email: 'admin@example.com',
    displayName: 'Alex Admin',
    fullName: 'Alex',
    lastName: 'Morgan',
    joinReason: 'Organize' as const,
    sports: ['Soccer'],
    /** In the Cognito `admins` group: the admin page and routes. */
    admin: true,
  },
];

/**
 * The organizer's payout account: an Express account in the local Stripe fake that has finished
 * onboarding (charges enabled), so she can put a price on a game straight away. Only with the fake:
 * against Stripe's test mode she links her own account as anyone would.
 */
export const seedPayoutAccount = { user: 'organizer', stripeId: 'acct_rallydemoorganizer', country: 'US', email: 'organizer@example.com' } as const;

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
 * A game under way whenever the stack starts: it began an hour before the seed ran and lasts three
 * days (the longest a game may), with late sign-ups open. Organisers can check people in at it
 * straight away, and the people checked in can endorse each other (endorsing opens at the start).
 * Re-dated on every start like the other seeded games.
 */
export const seedLiveGame = {
  eventId: 'seed-evt-live',
  title: 'Three-Day Open Play',
  gameType: 'Pickleball',
  placeId: 'seed-place-congress',
  startedHoursAgo: 1,
  duration: { hours: 72, minutes: 0 },
} as const;

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

/** Teams and communities; Denver Sports Co is on Organizer Pro (a custom domain for its site, unlimited admins). */
export const seedTeams = [
  { teamId: 'seed-team-dinks', name: 'Denver Dink Squad', kind: 'community' as const, gameType: 'Pickleball', description: 'Friendly pickleball community: open play every weekend.', lat: 39.7, lng: -104.97, publicRoster: true, subscriptionLevel: 'PRO' as const },
  { teamId: 'seed-team-mile-high-fc', name: 'Mile High FC (Rec)', kind: 'team' as const, gameType: 'Soccer', description: 'Co-ed rec soccer team looking for subs.', lat: 39.7475, lng: -104.9506, publicRoster: true },
  { teamId: 'seed-team-spikers', name: 'Sloan Spikers', kind: 'team' as const, gameType: 'Volleyball', description: 'Sand volleyball doubles, all levels.', lat: 39.7527, lng: -105.0473, joinPolicy: 'approval' as const },
  { teamId: 'seed-org-denver-sports', name: 'Denver Sports Co', kind: 'organization' as const, gameType: 'Other', description: 'Leagues, clinics and pick-up games across the Denver metro.', lat: 39.7392, lng: -104.9903, slug: 'denver-sports', subscriptionLevel: 'PRO' as const },
  { teamId: 'seed-league-front-range', name: 'Front Range Rec League', kind: 'league' as const, gameType: 'Basketball', description: 'Adult rec basketball league, spring and fall seasons.', lat: 39.7294, lng: -104.8319 },
  { teamId: 'seed-team-rockies-rugby', name: 'Rockies Rugby Club', kind: 'team' as const, gameType: 'Rugby', description: 'Men’s and women’s club rugby; sign-ups on our own site.', lat: 39.7617, lng: -105.0096, external: true, externalUrl: 'https://example.com/rockies-rugby' },
];

/** Seasons and their sessions (written once, when the team has none). */
export const seedSeasons = [
  { teamId: 'seed-team-mile-high-fc', label: 'Fall 2026', group: 'Adult rec', startDate: '2026-09-01', endDate: '2026-12-15', sessions: [{ label: 'Fall session 1', startDate: '2026-09-01', endDate: '2026-10-15' }] },
  { teamId: 'seed-league-front-range', label: 'Winter 2027', group: null, startDate: '2027-01-10', endDate: '2027-03-28', sessions: [] },
];

/** Post-board posts (category and subcategory slugs of shared/constants/post-categories.ts); `daysAgo` dates them. */
export const seedPosts = [
  { postId: 'seed-post-1', daysAgo: 1, title: 'Need a sub for Thursday soccer', text: 'Our rec team is one player short this Thursday at City Park, 6pm. Any position, all levels welcome. Reply if you can make it!', category: 'play-and-competition', subCategory: 'sub-needed' },
  { postId: 'seed-post-2', daysAgo: 2, title: 'Selling lightly used pickleball paddle', text: 'Graphite paddle, used for one season, great grip. $40 or trade for a volleyball. Pick up near Wash Park.', category: 'gear-and-equipment', subCategory: 'buy-and-sell-sports-gear' },
  { postId: 'seed-post-3', daysAgo: 3, title: 'Looking for a hitting partner', text: 'Intermediate tennis player looking for a weekly hitting partner on weekday evenings around Congress Park.', category: 'training-and-coaching', subCategory: 'training-partners' },
  { postId: 'seed-post-4', daysAgo: 4, title: 'Carpool to Boulder Sunday Soccer', text: 'Driving up from Capitol Hill on Sunday morning, room for three more players. Leaving 9am.', category: 'community-and-social', subCategory: 'carpool-to-games' },
  { postId: 'seed-post-5', daysAgo: 2, title: 'Saturday morning pickleball, 3.0-3.5', text: 'We play doubles at Washington Park every Saturday from 8 to 10am and rotate partners every game. Two spots open this week; bring your own paddle, balls provided.', category: 'play-and-competition', subCategory: 'find-a-game' },
  { postId: 'seed-post-6', daysAgo: 5, title: 'Pickup basketball at Congress Park', text: 'Full-court runs on weeknights from 6pm. First to 11, winners stay on. Everyone is welcome, just show up.', category: 'play-and-competition', subCategory: 'find-a-game' },
  { postId: 'seed-post-7', daysAgo: 6, title: 'Volunteers for the youth clinic', text: 'The Dink Squad runs a free youth pickleball clinic on the first Sunday of the month. We need three more volunteers to feed balls and keep score.', category: 'announcements-and-miscellaneous', subCategory: 'volunteer-opportunities' },
  { postId: 'seed-post-8', daysAgo: 7, title: 'Found: blue water bottle at City Park', text: 'Found a blue insulated water bottle with stickers by field 3 after Sunday soccer. Describe the stickers and it is yours.', category: 'gear-and-equipment', subCategory: 'lost-and-found' },
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

/** Partners: fixed ids, upserted on every start; admins edit them on the admin page. */
export const seedPartners = [
  {
    partnerId: 'seed-partner-wash-park',
    ptype: 'venues',
    name: 'Wash Park Pickleball Club',
    tagline: 'Six lit courts by the lake, open to every level',
    description:
      'The club looks after the courts at Washington Park and runs open play every evening. Rally players can book the courts for their games and join the club’s Saturday round robin.',
    city: 'Denver, CO',
    website: 'https://washparkpickleball.example.com',
    preferred: true,
    offer: 'Free first month of club membership for Rally players',
    placeIds: ['seed-place-wash-park', 'seed-place-congress'],
  },
  {
    partnerId: 'seed-partner-apex',
    ptype: 'venues',
    name: 'Apex Center',
    tagline: 'Indoor courts and fields, all year round',
    description: 'A community recreation centre with two gyms, an indoor turf field and a pool. Drop-in basketball and volleyball most evenings.',
    city: 'Arvada, CO',
    website: 'https://apexprd.example.com',
    preferred: false,
    offer: '',
    placeIds: ['seed-place-apex'],
  },
  {
    partnerId: 'seed-partner-rocky-gear',
    ptype: 'brands',
    name: 'Rocky Mountain Gear Co.',
    tagline: 'Paddles, balls and bags made in Colorado',
    description: 'Rocky Mountain Gear makes paddles and bags for pickleball and tennis players, tested on Denver courts.',
    city: 'Denver, CO',
    website: 'https://rockygear.example.com',
    preferred: true,
    offer: '15% off paddles with the code RALLY15',
    placeIds: [],
  },
  {
    partnerId: 'seed-partner-front-range',
    ptype: 'leagues',
    name: 'Front Range Adult Soccer',
    tagline: 'Co-ed and open leagues every season',
    description: 'Recreational and competitive adult soccer leagues across the Denver metro area, with spring, summer and fall seasons.',
    city: 'Denver, CO',
    website: 'https://frontrangesoccer.example.com',
    preferred: false,
    offer: '',
    placeIds: ['seed-place-city-park', 'seed-place-boulder'],
  },
];

/** The demo team site: published, answering at http://demo-team.localhost:3000 (a custom domain: its team is on Organizer Pro). */
export const seedSite = {
  siteId: 'seed-site-dinks',
  domain: 'demo-team.localhost',
  teamId: 'seed-team-dinks',
  title: 'Denver Dink Squad',
  settings: { logos: { primary: '', secondary: '' } },
  pages: [
    {
      title: 'Home',
      slug: '',
      seoDescription: 'Friendly pickleball in Denver: open play every weekend, all levels welcome.',
      blocks: [
        { type: 'text', heading: 'Pickleball for everyone', text: 'We are a friendly pickleball community in Denver. Open play runs every Saturday and Sunday morning at Washington Park; beginners get a quick lesson on their first visit.' },
        { type: 'events', heading: 'Upcoming games' },
        { type: 'join', label: 'Join the Dink Squad' },
      ],
    },
    {
      title: 'About',
      slug: 'about',
      seoDescription: 'Who the Denver Dink Squad are and how we play.',
      blocks: [
        { type: 'text', heading: 'Who we are', text: 'Started in 2023 by four neighbours with two paddles between them, the Dink Squad now has players of every level. We rotate partners every game so everyone meets everyone.' },
        { type: 'text', heading: 'What to bring', text: 'Water, court shoes and a paddle if you have one. We always have spare paddles and balls.' },
      ],
    },
    {
      title: 'Contact',
      slug: 'contact',
      seoDescription: 'How to reach the Denver Dink Squad.',
      blocks: [{ type: 'contact', email: 'dinksquad@example.com', phone: '', note: 'Questions about open play or lessons? Write to us, we answer within a day.' }],
    },
  ],
};
