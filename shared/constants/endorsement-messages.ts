/** What endorsement answers and screens say (server errors and the screens share the words). */
export const endorsementKinds = ['sportsmanship', 'skill', 'reliability'] as const;
export type EndorsementKind = (typeof endorsementKinds)[number];

export const endorsementKindLabels: Record<EndorsementKind, string> = {
  sportsmanship: 'Sportsmanship',
  skill: 'Skill',
  reliability: 'Reliability',
};

export const badgeIds = ['firstGameHosted', 'tenGamesAttended', 'fiveEndorsements'] as const;
export type BadgeId = (typeof badgeIds)[number];

export const badgeLabels: Record<BadgeId, string> = {
  firstGameHosted: 'First game hosted',
  tenGamesAttended: '10 games attended',
  fiveEndorsements: '5 endorsements',
};

export const endorsementMessages = {
  notSelf: 'You cannot endorse yourself',
  notStarted: 'Endorsements open once this date has started',
  notBothCheckedIn: 'Only players checked in at this date can endorse each other',
  blocked: 'You cannot endorse this person',
  noSuchPerson: 'There is no player with that id',
  title: (name: string) => `${name} endorsed you`,
  body: (kind: string, eventTitle: string) => `For ${kind.toLowerCase()} at ${eventTitle}`,
} as const;
