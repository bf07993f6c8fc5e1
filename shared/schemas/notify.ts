import * as z from 'zod';

/** Notify queue message: one notification for one user; the consumer stores and delivers it. */
export const notifyMessage = z.object({
  /** Idempotency key chosen by the producer: a redelivery never notifies twice. */
  notificationId: z.string().min(1).max(100),
  userId: z.string().min(1),
  /** A notification type (§3) or a per-topic / teamDiscussion_{teamId} key. */
  type: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  message: z.string().max(2000).default(''),
  data: z.record(z.string(), z.unknown()).default({}),
  imageUrl: z.url().optional(),
});
export type NotifyMessage = z.infer<typeof notifyMessage>;
