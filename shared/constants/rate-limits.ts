import type { RouteLimit } from '../api/route-def';

/**
 * Per-user request budgets, one fixed window per class (lambdas/data/rate-limits.ts). Generous on
 * purpose: a person clicking through the app never reaches them (the busiest journeys, and the
 * integration tests that act as one person, stay far below); a script does at once. Anonymous
 * callers have no user to count: the WAF's per-IP rules cover them.
 */
export const rateLimits: Record<Exclude<RouteLimit, 'none'>, { limit: number; windowSeconds: number }> = {
  /** Every non-GET route: 2 a second on average, 120 in a burst. */
  write: { limit: 120, windowSeconds: 60 },
  /** Finding people or things by typed text: enough for search-as-you-type, not enumeration. */
  lookup: { limit: 60, windowSeconds: 60 },
  /**
   * Finding a person by exact e-mail or id (the family member search): a few searches for each
   * member added (the search waits for a whole address), not a way to test addresses for accounts.
   */
  personLookup: { limit: 30, windowSeconds: 600 },
  /** Writes that message someone (connection and family requests, the motivation mail). */
  mail: { limit: 20, windowSeconds: 600 },
};

/**
 * The same notification (type and title) from one sender to one recipient is delivered once per
 * window: re-sending, or cycling request → withdraw → request, cannot flood an inbox.
 */
export const notificationDedupeSeconds = 600;

/** The team-create motivation mail goes to a person at most once per UTC day. */
export const motivationMailWindowSeconds = 24 * 60 * 60;

export const rateLimitMessages = {
  tooMany: (retryAfterSeconds: number) => `Too many requests: wait ${retryAfterSeconds} seconds and try again`,
} as const;
