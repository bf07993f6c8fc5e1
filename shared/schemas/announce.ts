import * as z from 'zod';

/**
 * Announce queue message: something new that people nearby may want to hear about. The consumer
 * (lambdas/jobs/announce.ts) finds those people and queues one notification per person.
 */
export const announceMessage = z.discriminatedUnion('kind', [
  /** A public event was created: players nearby who play its game (eventCreatedJoin). */
  z.object({ kind: z.literal('event-created'), eventId: z.string().min(1) }),
  /** Someone set up their profile: players near their go-to city (usersJoinNearby). */
  z.object({ kind: z.literal('player-joined'), uid: z.string().min(1) }),
]);
export type AnnounceMessage = z.infer<typeof announceMessage>;
