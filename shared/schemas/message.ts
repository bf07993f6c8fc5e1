import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { idParam, queryNumber } from './common';

/** Messages: direct conversations and team discussions. */
export const messageLimits = {
  text: 2000,
  /** Own messages can be edited or deleted for this long after sending. */
  editWindowMinutes: 15,
  /** Per person: at most `burst` messages in `windowSeconds` (429 beyond). */
  burst: 10,
  windowSeconds: 10,
} as const;

export const messageText = multiLineText(messageLimits.text, {
  min: 1,
  minMessage: 'Write a message',
  maxMessage: `A message can be at most ${messageLimits.text} characters`,
});

export const conversationParams = z.object({ conversationId: idParam });
export const messageParams = z.object({ conversationId: idParam, messageId: idParam });
/**
 * A send id made by the browser: a message written offline is replayed with the same id, and the
 * server keeps one message per id, so a replay after a lost answer never posts it twice.
 */
export const messageClientId = z
  .string()
  .min(8, 'A send id is 8 to 64 letters, digits, - or _')
  .max(64, 'A send id is 8 to 64 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'A send id is 8 to 64 letters, digits, - or _');
export const sendMessageInput = z.object({ text: messageText, clientId: messageClientId.optional() });
export const editMessageInput = z.object({ text: messageText });
export const historyQuery = z.object({
  /** Opaque: `next` of the previous (newer) page. */
  before: z.string().trim().min(1).max(2000).optional(),
  limit: queryNumber.pipe(z.number().int().min(1).max(100)).default(30),
});
export const openDirectInput = z.object({ userId: idParam });
export const conversationsQuery = z.object({ q: singleLineText(100).optional() });

export const messageDto = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  /** Empty once deleted. */
  text: z.string(),
  sentAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type MessageDto = z.infer<typeof messageDto>;

export const conversationDto = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'team']),
  /** The other person's name (direct) or the team's name. */
  title: z.string(),
  /** Direct: the other person. */
  otherUserId: z.string().nullable(),
  teamId: z.string().nullable(),
  lastMessage: z.object({ text: z.string(), senderId: z.string(), sentAt: z.string() }).nullable(),
  unread: z.number().int(),
  /** Direct: whether the other person is connected now; null when they hide their online status. */
  online: z.boolean().nullable(),
});
export type ConversationDto = z.infer<typeof conversationDto>;

export const conversationsDto = z.object({ items: z.array(conversationDto) });
export const historyDto = z.object({ items: z.array(messageDto), next: z.string().nullable() });
export const readDto = z.object({ conversationId: z.string(), lastReadAt: z.string() });

/** What the server pushes over the WebSocket. */
export type RealtimeEvent =
  | { type: 'message'; message: MessageDto }
  | { type: 'message-updated'; message: MessageDto }
  | { type: 'typing'; conversationId: string; userId: string; name: string }
  | { type: 'presence'; userId: string; online: boolean };
