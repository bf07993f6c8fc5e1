import type { ItemOf } from './entities/table';
import type { Notification } from './entities/notification';
import { db, unlessConditionFails } from './service';
import { deleteAllKeys } from './batch';

export type NotificationItem = ItemOf<typeof Notification>;

/** How the ids of message notifications begin: then the conversation's id (`messageNoticeId`). */
export const MESSAGE_NOTICE_PREFIX = 'msg:';

export interface NotificationWrite {
  userId: string;
  notificationId: string;
  type: string;
  title: string;
  message?: string;
  data?: Record<string, unknown>;
  imageUrl?: string;
  senderId?: string;
  /** Defaults to now; set by imports and tests that need a known order. */
  createdAt?: string;
}

const keyAttributes = ['userId', 'notificationId'] as const;

/** Access patterns for notification records (docs/data-model.md). */
export const notifications = {
  /** Store once; returns false when this id was already stored (a redelivery). */
  async createOnce(record: NotificationWrite): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.notification.create(record).go();
      return true;
    }, false);
  },

  async get(userId: string, notificationId: string): Promise<NotificationItem | null> {
    const { data } = await db().entities.notification.get({ userId, notificationId }).go();
    return data;
  },

  /** A user's notifications, newest first (byOwner by createdAt); only unread ones when asked. */
  async listByUser(userId: string, options: { unreadOnly?: boolean; limit?: number } = {}): Promise<NotificationItem[]> {
    const limit = options.limit ?? 50;
    const query = db().entities.notification.query.byUserRecent({ userId });
    const { data } = options.unreadOnly
      ? await query.where(({ read }, { eq }) => eq(read, false)).go({ order: 'desc', count: limit, pages: 'all' })
      : await query.go({ order: 'desc', count: limit, pages: 'all' });
    return data;
  },

  /** How many of a user's notifications are unread (keys only; the partition is one user's). */
  async unreadCount(userId: string): Promise<number> {
    const { data } = await db()
      .entities.notification.query.byUser({ userId })
      .where(({ read }, { eq }) => eq(read, false))
      .go({ pages: 'all', attributes: [...keyAttributes] });
    return data.length;
  },

  /** Mark one read or unread; returns null when the user has no such notification. */
  async setRead(userId: string, notificationId: string, read: boolean): Promise<NotificationItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.notification.patch({ userId, notificationId }).set({ read }).go({ response: 'all_new' });
      return data as NotificationItem;
    }, null);
  },

  /** Mark every unread notification of a user read; returns how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const { data } = await db()
      .entities.notification.query.byUser({ userId })
      .where(({ read }, { eq }) => eq(read, false))
      .go({ pages: 'all', attributes: [...keyAttributes] });
    let updated = 0;
    for (let i = 0; i < data.length; i += 25) {
      const results = await Promise.all(
        data.slice(i, i + 25).map((n) => notifications.setRead(n.userId, n.notificationId, true)),
      );
      updated += results.filter(Boolean).length;
    }
    return updated;
  },

  /** Delete one; returns false when the user has no such notification. */
  async remove(userId: string, notificationId: string): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.notification.remove({ userId, notificationId }).go();
      return true;
    }, false);
  },

  /**
   * Every notification one person caused the other, both ways (a block): keys only, the sender
   * filtered in each user's own partition. Returns how many were deleted.
   */
  async removeBetween(a: string, b: string): Promise<number> {
    const between = async (userId: string, senderId: string) => {
      const { data } = await db()
        .entities.notification.query.byUser({ userId })
        .where(({ senderId: sender }, { eq }) => eq(sender, senderId))
        .go({ pages: 'all', attributes: [...keyAttributes] });
      await deleteAllKeys(
        db().entities.notification,
        data.map((n) => ({ userId: n.userId, notificationId: n.notificationId })),
      );
      return data.length;
    };
    const [ab, ba] = await Promise.all([between(a, b), between(b, a)]);
    return ab + ba;
  },

  /**
   * A person's notifications of one conversation's messages (they blocked it): their ids begin
   * with the conversation (`messageNoticeId`), so one key-range Query finds them. Returns how many.
   */
  async removeOfConversation(userId: string, conversationId: string): Promise<number> {
    const { data } = await db()
      .entities.notification.query.byUser({ userId })
      .begins({ notificationId: `${MESSAGE_NOTICE_PREFIX}${conversationId}:` })
      .go({ pages: 'all', attributes: [...keyAttributes] });
    await deleteAllKeys(
      db().entities.notification,
      data.map((n) => ({ userId: n.userId, notificationId: n.notificationId })),
    );
    return data.length;
  },

  /** Every notification of a user (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const { data } = await db().entities.notification.query.byUser({ userId }).go({ pages: 'all', attributes: [...keyAttributes] });
    await deleteAllKeys(
      db().entities.notification,
      data.map((n) => ({ userId: n.userId, notificationId: n.notificationId })),
    );
    return data.length;
  },
};
