import * as z from 'zod';

/** Notification record (spec §3) as the recipient sees it. */
export const notificationDto = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
  imageUrl: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const listNotificationsQuery = z.object({
  unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const notificationsDto = z.object({ items: z.array(notificationDto), unreadCount: z.number().int() });
export const markNotificationInput = z.object({ read: z.boolean() });

/** Data of a family connection request notification (spec §3). */
export const familyRequestData = z.object({
  requesterId: z.string(),
  requesterName: z.string(),
  relation: z.string(),
  familyMemberId: z.string(),
  connectionId: z.string(),
});

/**
 * Web-push device registration (spec §7 Push messaging): the browser's PushSubscription, as
 * `PushSubscription.toJSON()` gives it (endpoint plus base64url auth and p256dh keys).
 */
const base64url = (field: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${field} is too short`)
    .max(max, { error: `${field} is too long`, abort: true })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`);
export const pushRegistrationInput = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be the push service URL of the browser' })
    .max(1000, 'endpoint is too long'),
  keys: z.object({ auth: base64url('keys.auth', 16, 64), p256dh: base64url('keys.p256dh', 80, 120) }),
});
export type PushRegistrationInput = z.infer<typeof pushRegistrationInput>;
export const pushRegistrationDto = z.object({ registrationId: z.string(), refreshedAt: z.string() });
export type PushRegistrationDto = z.infer<typeof pushRegistrationDto>;
