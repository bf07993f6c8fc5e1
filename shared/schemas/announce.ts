import * as z from 'zod';

/** Largest page of recipients one broadcast-page message queues. */
export const BROADCAST_MAX_PAGE_SIZE = 500;
/** Most parallel Scan segments the user-directory backfill may be split into. */
export const BACKFILL_MAX_SEGMENTS = 64;

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
  /**
   * Sent, delayed, by every event edit before it saves: if the edit's follow-up (RSVPs of moved
   * dates, refunds of dropped ones, the go/no-go schedule, the waitlist after growth) has not
   * finished by then, the consumer finishes it (`finishEventEdit`, lambdas/domain/events/events.ts).
   */
  z.object({ kind: z.literal('finish-event-edit'), eventId: z.string().min(1).max(64), version: z.number().int().min(2) }),
  /**
   * One page of a broadcast to everyone: the consumer queues notifications for one page of one
   * directory shard, then sends this message again with the next page's cursor until the shard
   * is done. The broadcast record holds what is sent and who sends it.
   */
  z.object({
    kind: z.literal('broadcast-page'),
    broadcastId: z.string().min(1).max(64),
    shard: z.string().regex(/^s\d{1,3}$/),
    /** Where the page starts (the previous page's cursor); null for a shard's first page. */
    cursor: z.string().min(1).max(4000).nullable(),
    pageSize: z.number().int().min(1).max(BROADCAST_MAX_PAGE_SIZE),
  }),
  /**
   * The user-directory backfill: without `segment`, it starts one message per segment of a
   * parallel Scan; with one, it lists the users of one page of that segment and sends itself on
   * with the next cursor until the segment is done.
   */
  z.object({
    kind: z.literal('user-directory-backfill'),
    segments: z.number().int().min(1).max(BACKFILL_MAX_SEGMENTS),
    segment: z.number().int().min(0).max(BACKFILL_MAX_SEGMENTS - 1).optional(),
    cursor: z.string().min(1).max(4000).nullable().default(null),
  }).refine((m) => m.segment === undefined || m.segment < m.segments, { path: ['segment'], message: 'segment must be below segments' }),
]);
export type AnnounceMessage = z.infer<typeof announceMessage>;
