import type { ItemOf } from './entities/table';
import type { FeatureFlags } from './entities/feature-flags';
import type { Partner } from './entities/partner';
import { db } from './service';
import { ttlCache } from '../lib/ttl-cache';

/** Flags change by an admin's hand: hot pages read them at most this often per process. */
export const FLAGS_CACHE_MS = 30_000;
const flagsCache = ttlCache<FlagsItem | null>({ ttlMs: FLAGS_CACHE_MS, maxEntries: 1 });

export type PartnerItem = ItemOf<typeof Partner>;
export type FlagsItem = ItemOf<typeof FeatureFlags>;
export type PartnerFields = Omit<PartnerItem, 'partnerId' | 'createdAt' | 'updatedAt'>;

/** Access patterns for partners (docs/data-model.md). */
export const partners = {
  /** Create or replace; a replace keeps the original `createdAt` when given. */
  async put(partnerId: string, fields: PartnerFields, createdAt?: string): Promise<PartnerItem> {
    const item = { ...fields, partnerId, ...(createdAt ? { createdAt } : {}) };
    await db().entities.partner.put(item).go();
    return (await partners.get(partnerId))!;
  },

  async get(partnerId: string): Promise<PartnerItem | null> {
    const { data } = await db().entities.partner.get({ partnerId }).go();
    return data;
  },

  async ofType(ptype: string): Promise<PartnerItem[]> {
    const { data } = await db().entities.partner.query.byType({ ptype }).go({ pages: 'all' });
    return data;
  },

  async remove(partnerId: string): Promise<void> {
    await db().entities.partner.delete({ partnerId }).go();
  },
};

/** The one feature-flags item. */
export const featureFlags = {
  async get(): Promise<FlagsItem | null> {
    const { data } = await db().entities.featureFlags.get({ scope: 'global' }).go();
    return data;
  },

  /** The flags as read at most FLAGS_CACHE_MS ago in this process (a change here is seen at once). */
  async recent(): Promise<FlagsItem | null> {
    return flagsCache.get('global', () => featureFlags.get());
  },

  /** Change only the flags given (the item is created on the first change). */
  async set(flags: Partial<Pick<FlagsItem, 'subscriptionsEnabled' | 'badges'>>, by: string): Promise<FlagsItem> {
    const { data } = await db()
      .entities.featureFlags.update({ scope: 'global' })
      .set({ ...flags, updatedBy: by })
      .go({ response: 'all_new' });
    flagsCache.clear();
    return data as FlagsItem;
  },
};

/** Sign-up counters: one item per UTC day, incremented atomically. */
export const signupDays = {
  async increment(day: string): Promise<void> {
    await db().entities.signupDay.update({ counter: 'signups', day }).add({ count: 1 }).go();
  },

  /** Every day counted, oldest first (one partition: a few hundred items a year). */
  async all(): Promise<Array<{ day: string; count: number }>> {
    const { data } = await db().entities.signupDay.query.byDay({ counter: 'signups' }).go({ pages: 'all' });
    return data.map((d) => ({ day: d.day, count: d.count ?? 0 }));
  },
};
