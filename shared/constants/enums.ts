/** Enumerations the spec fixes (§3). */
export const joinReasons = ['Organize', 'Find-people', 'Find-events', 'Substitute'] as const;
export const pronouns = ['', 'He/Him', 'She/Her', 'They/Them', 'Unspecified'] as const;
export const platforms = ['gth', 'meh'] as const;

/** Notification types (§3), each with a title and description shown on the settings screen. */
export const notificationTypes = [
  'surveys',
  'news',
  'learning',
  'products',
  'offers',
  'usersJoinNearby',
  'eventCreatedJoin',
  'followedHostEvent',
  'fillInvite',
  'eventJoined',
  'endorsement',
  'directMessage',
  'teamJoin',
  'teamMessage',
  'connections',
  'announcements',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
