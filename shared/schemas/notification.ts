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
