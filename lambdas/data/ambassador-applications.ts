import type { EntityItem } from 'electrodb';
import type { AmbassadorApplication } from './entities/ambassador-application';
import { db, isConditionFailure } from './service';

export type AmbassadorApplicationItem = EntityItem<typeof AmbassadorApplication>;

/** Access patterns for ambassador applications (docs/data-model.md). */
export const ambassadorApplications = {
  /** Store a person's application; 'exists' when they already applied. */
  async create(item: Omit<AmbassadorApplicationItem, 'status' | 'createdAt'>): Promise<AmbassadorApplicationItem | 'exists'> {
    try {
      const { data } = await db().entities.ambassadorApplication.create({ ...item, status: 'received' }).go();
      return data;
    } catch (error) {
      if (isConditionFailure(error)) return 'exists';
      throw error;
    }
  },

  async get(userId: string): Promise<AmbassadorApplicationItem | null> {
    const { data } = await db().entities.ambassadorApplication.get({ userId }).go();
    return data;
  },

  /** Account deletion. */
  async remove(userId: string): Promise<void> {
    await db().entities.ambassadorApplication.delete({ userId }).go();
  },
};
