import { db, isConditionFailure } from './service';

export interface NotificationWrite {
  userId: string;
  notificationId: string;
  type: string;
  title: string;
  message?: string;
  data?: Record<string, unknown>;
  imageUrl?: string;
}

/** Access patterns for notification records (docs/data-model.md). */
export const notifications = {
  /** Store once; returns false when this id was already stored (a redelivery). */
  async createOnce(record: NotificationWrite): Promise<boolean> {
    try {
      await db().entities.notification.create(record).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async listByUser(userId: string) {
    const { data } = await db().entities.notification.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
    return data;
  },
};
