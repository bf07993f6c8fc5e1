/** What the follow routes and screens say. */
export const followMessages = {
  cannotFollowSelf: 'You cannot follow yourself.',
  cannotFollowBlocked: 'You cannot follow this person.',
  followed: (name: string) => `You are following ${name}.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  emptyTitle: 'You are not following anyone yet.',
  emptyHint: 'Follow hosts from their profile (open an event and select the host’s name), and teams and places from their pages.',
  followFailed: 'We couldn’t update your follow. Please try again.',
} as const;
