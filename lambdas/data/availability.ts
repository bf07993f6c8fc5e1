import type { ItemOf } from './entities/table';
import {
  availabilityPrivacy,
  type AvailabilityPrivacy,
  type DateSpecificEntry,
  type WeeklyAvailability,
} from '@shared/schemas/availability';
import type { Availability } from './entities/availability';
import { db, unlessConditionFails } from './service';

type AvailabilityItem = ItemOf<typeof Availability>;

/** A stored availability record, typed (the item keeps the maps as `any`). */
export interface StoredAvailability {
  uid: string;
  weekly: WeeklyAvailability;
  dateSpecific: DateSpecificEntry[];
  privacy: AvailabilityPrivacy;
  version: number;
  updatedAt: string;
}

export type AvailabilityWrite = Pick<StoredAvailability, 'weekly' | 'dateSpecific' | 'privacy'>;

const toStored = (item: AvailabilityItem): StoredAvailability => ({
  uid: item.uid,
  weekly: item.weekly as WeeklyAvailability,
  dateSpecific: (item.dateSpecific ?? []) as DateSpecificEntry[],
  // Filters added after a record was saved get their defaults.
  privacy: availabilityPrivacy.parse(item.privacy ?? {}),
  version: item.version,
  updatedAt: item.updatedAt ?? item.createdAt ?? new Date(0).toISOString(),
});

/** Access patterns for availability (docs/data-model.md). */
export const availability = {
  async get(uid: string): Promise<StoredAvailability | null> {
    const { data } = await db().entities.availability.get({ uid }).go();
    return data ? toStored(data) : null;
  },

  /**
   * Create the record (no `expectedVersion`: only when none exists yet) or replace it when
   * `expectedVersion` still matches (optimistic concurrency). Returns null when the record was
   * created or changed meanwhile, so the caller can report a conflict.
   */
  async save(uid: string, record: AvailabilityWrite, expectedVersion: number | undefined): Promise<StoredAvailability | null> {
    const fields = { weekly: record.weekly, dateSpecific: record.dateSpecific, privacy: record.privacy };
    return unlessConditionFails(async () => {
      if (expectedVersion === undefined) {
        const { data } = await db()
          .entities.availability.create({ uid, ...fields, version: 1 })
          .go();
        return toStored(data as AvailabilityItem);
      }
      const { data } = await db()
        .entities.availability.patch({ uid })
        .set({ ...fields, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return toStored(data as AvailabilityItem);
    }, null);
  },

  /** Delete a person's availability (account deletion); a missing record is not an error. */
  async remove(uid: string): Promise<void> {
    await db().entities.availability.delete({ uid }).go();
  },
};
