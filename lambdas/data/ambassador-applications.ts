import type { ItemOf } from './entities/table';
import type { AmbassadorApplication } from './entities/ambassador-application';
import { db, unlessConditionFails } from './service';

export type AmbassadorApplicationItem = ItemOf<typeof AmbassadorApplication>;

/** Access patterns for ambassador applications (docs/data-model.md). */
export const ambassadorApplications = {
  /** Store a person's application; 'exists' when they already applied. */
  async create(item: Omit<AmbassadorApplicationItem, 'status' | 'createdAt'>): Promise<AmbassadorApplicationItem | 'exists'> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.ambassadorApplication.create({ ...item, status: 'received' }).go();
      return data;
    }, 'exists');
  },

  async get(userId: string): Promise<AmbassadorApplicationItem | null> {
    const { data } = await db().entities.ambassadorApplication.get({ userId }).go();
    return data;
  },

  /** Applications with a status, newest first (byStatus; every page). */
  async withStatus(status: AmbassadorApplicationItem['status']): Promise<AmbassadorApplicationItem[]> {
    const { data } = await db().entities.ambassadorApplication.query.byStatus({ status }).go({ order: 'desc', pages: 'all' });
    return data;
  },

  /** Record an admin's decision (null when there is no such application). */
  async decide(app: AmbassadorApplicationItem, status: 'approved' | 'declined', by: string): Promise<AmbassadorApplicationItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.ambassadorApplication.patch({ userId: app.userId })
        .set({ status, decidedAt: new Date().toISOString(), decidedBy: by })
        .composite({ createdAt: app.createdAt })
        .where(({ userId }, { exists }) => exists(userId))
        .go({ response: 'all_new' });
      return data as AmbassadorApplicationItem;
    }, null);
  },

  /** Account deletion. */
  async remove(userId: string): Promise<void> {
    await db().entities.ambassadorApplication.delete({ userId }).go();
  },
};
