import * as z from 'zod';
import { messageDto, messageLimits } from './message';

/**
 * The product's own notification texts, by key: the notify consumer writes the title and message
 * from the key and its values in the recipient's language (lambdas/domain/notifications/copy.ts).
 */
export const notificationTextKeys = [
  'followedHostEvent',
  'followedTeamEvent',
  'followedPlaceEvent',
  'newGameNearby',
  'playerJoinedNearby',
  'fillInvite',
  'endorsed',
  'rsvpJoined',
  'gameOn',
  'calledOff',
  'calledOffOrganiser',
  'eventCancelled',
  'waitlistPromoted',
  'payLink',
  'lateRefund',
  'refunded',
  'eventMoved',
  'dateDropped',
  'reminder',
  'nudge',
  'familyRequest',
  'familyAccepted',
  'directMessage',
  'teamMessage',
  'connectionRequest',
  'connectionAccepted',
  'connectionHeld',
  'connectionDeclined',
  'teamJoinRequest',
  'teamJoined',
  'teamApproved',
  'teamJoinHeld',
  'teamJoinDeclined',
] as const;
export type NotificationTextKey = (typeof notificationTextKeys)[number];

const textValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(200)).max(20)]);
export const notificationText = z.object({
  key: z.enum(notificationTextKeys),
  /** Names, titles, counts, flags; a time as an ISO `at` with the IANA `timeZone` it is shown in. */
  values: z.record(z.string().max(50), textValue).default({}),
});
export type NotificationText = z.infer<typeof notificationText>;

/** Notify queue message: one notification for one user; the consumer stores and delivers it. */
export const notifyMessage = z.object({
  /** Idempotency key chosen by the producer: a redelivery never notifies twice. */
  notificationId: z.string().min(1).max(100),
  userId: z.string().min(1).max(64),
  /** A notification type (§3) or a per-topic / teamDiscussion_{teamId} key. */
  type: z.string().min(1).max(100),
  /** In English: what a recipient without a profile (a guest) reads, and what `text` falls back to. */
  title: z.string().min(1).max(200),
  message: z.string().max(2000).default(''),
  /** The same title and message as a catalogue entry, written in the recipient's language on delivery. */
  text: notificationText.optional(),
  data: z.record(z.string().max(100), z.unknown()).default({}),
  imageUrl: z.url().max(2000).optional(),
  /**
   * A second settings key the recipient may have turned off: a topic id or
   * teamDiscussion_{teamId}. Both the type and the topic must allow a channel.
   */
  topicId: z.string().min(1).max(100).optional(),
  /** Who caused it (the joiner, the sender): nothing is stored or sent if the recipient blocked them. */
  senderId: z.string().min(1).max(64).optional(),
  /** Path inside the app the e-mail and the push notification link to. */
  link: z.string().startsWith('/').max(500).optional(),
  /** The e-mail template for this kind of notification; the generic one by default. */
  mailTemplate: z.enum(['notification', 'event-reminder', 'event-cancelled', 'family-connection-request']).default('notification'),
});
export type NotifyMessage = z.infer<typeof notifyMessage>;
/** What a producer passes (defaults not yet applied). */
export type NotifyInput = z.input<typeof notifyMessage>;

/**
 * Notify queue message: one slice of a big team discussion's live delivery. The sender's request
 * pushes to the author at once and hands everyone else to the queue in slices of a few hundred;
 * the consumer pushes `event` to each recipient's live connections and queues `notice` for each
 * one no connection reached. A redelivered slice (same message, change and `batch`) pushes nobody twice.
 */
export const messageFanOut = z.object({
  kind: z.literal('message-fanout'),
  /** The slice's number among the message's slices. */
  batch: z.number().int().min(0).max(1000),
  recipientIds: z.array(z.string().min(1).max(64)).min(1).max(500),
  event: z.object({
    type: z.enum(['message', 'message-updated']),
    message: messageDto.extend({
      id: z.string().min(1).max(64),
      conversationId: z.string().min(1).max(100),
      senderId: z.string().min(1).max(64),
      senderName: z.string().max(200),
      text: z.string().max(messageLimits.text),
      sentAt: z.string().max(40),
      editedAt: z.string().max(40).nullable(),
    }),
  }),
  /** What a recipient no connection reached is notified (a new message; an edit notifies nobody). */
  notice: notifyMessage.pick({ type: true, topicId: true, title: true, message: true, text: true, senderId: true, link: true, data: true }).optional(),
});
export type MessageFanOut = z.infer<typeof messageFanOut>;
export type MessageFanOutInput = z.input<typeof messageFanOut>;

/** Anything on the notify queue: one notification, or one slice of a message's fan-out. */
export const notifyQueueMessage = z.union([messageFanOut, notifyMessage]);
