import type { ItemOf } from './entities/table';
import { deleteAllKeys } from './batch';
import type { Guest } from './entities/guest';
import { db, unlessConditionFails } from './service';

export type GuestItem = ItemOf<typeof Guest>;
export type GuestScope = GuestItem['scopeKind'];
type NewGuest = Pick<GuestItem, 'scopeKind' | 'scopeId' | 'guestId' | 'name' | 'email' | 'unsubscribeSecret'>;

const PAGE = 25;
const keyOf = (g: Pick<GuestItem, 'scopeKind' | 'scopeId' | 'emailLower'>) => ({ scopeKind: g.scopeKind, scopeId: g.scopeId, emailLower: g.emailLower });

/** Access patterns for guests (docs/data-model.md). */
export const guests = {
  /** The guest of a scope with this address (any case), or null. */
  async byEmail(scopeKind: GuestScope, scopeId: string, email: string): Promise<GuestItem | null> {
    const { data } = await db().entities.guest.get({ scopeKind, scopeId, emailLower: email.trim().toLowerCase() }).go({ consistent: true });
    return data;
  },

  async byId(guestId: string): Promise<GuestItem | null> {
    const { data } = await db().entities.guest.query.byGuest({ guestId }).go({ limit: 1 });
    return data[0] ?? null;
  },

  /** Several guests by id (names in RSVP lists); unknown ids are left out. */
  async getMany(guestIds: readonly string[]): Promise<GuestItem[]> {
    const found = await Promise.all([...new Set(guestIds)].map((id) => guests.byId(id)));
    return found.filter((g): g is GuestItem => g !== null);
  },

  /** A scope's guests, by e-mail. */
  async ofScope(scopeKind: GuestScope, scopeId: string): Promise<GuestItem[]> {
    const { data } = await db().entities.guest.query.byScope({ scopeKind, scopeId }).go({ pages: 'all' });
    return data;
  },

  /** Every guest record of an address, in any scope (the merge at sign-up). */
  async everywhere(email: string): Promise<GuestItem[]> {
    const { data } = await db().entities.guest.query.byEmail({ emailLower: email.trim().toLowerCase() }).go({ pages: 'all' });
    return data;
  },

  /** Create once per scope and address; when the address is already a guest there, that guest answers. */
  async create(guest: NewGuest): Promise<{ item: GuestItem; created: boolean }> {
    const emailLower = guest.email.trim().toLowerCase();
    return unlessConditionFails(
      async () => ({ item: (await db().entities.guest.create({ ...guest, emailLower }).go()).data, created: true }),
      async () => {
        const item = await guests.byEmail(guest.scopeKind, guest.scopeId, emailLower);
        if (!item) throw new Error('guest vanished between create and read');
        return { item, created: false };
      },
    );
  },

  async remove(g: GuestItem): Promise<void> {
    await db().entities.guest.delete(keyOf(g)).go();
  },

  /** Stop every e-mail to this guest (kept from the first time). */
  async unsubscribe(g: GuestItem, at: string): Promise<GuestItem> {
    if (g.unsubscribedAt) return g;
    const { data } = await db().entities.guest.patch(keyOf(g)).set({ unsubscribedAt: at }).go({ response: 'all_new' });
    return data as GuestItem;
  },

  /** Remove every guest of a scope (a deleted team), a page at a time. */
  async removeAllOf(scopeKind: GuestScope, scopeId: string): Promise<number> {
    const { guest } = db().entities;
    let count = 0;
    for (;;) {
      const { data } = await guest.query.byScope({ scopeKind, scopeId }).go({ limit: PAGE });
      if (!data.length) return count;
      await deleteAllKeys(guest, data.map(keyOf));
      count += data.length;
    }
  },
};
