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
  /**
   * A one-time schedule fired for an event with a minimum (shared/events/go-no-go.ts): `rescue`
   * invites players if the occurrence is short; `decide` calls the game at the cut-off. `at` is the
   * scheduled time (EventBridge Scheduler's <aws.scheduler.scheduled-time>), the same on every
   * delivery of one firing.
   */
  z.object({
    kind: z.literal('go-no-go'),
    eventId: z.string().min(1).max(64),
    occurrence: z.iso.datetime(),
    step: z.enum(['rescue', 'decide']),
    at: z.iso.datetime({ offset: true }),
  }),
]);
export type AnnounceMessage = z.infer<typeof announceMessage>;
