import type { EntityItem } from 'electrodb';
import type { User } from './entities/user';
import { cellOf, encode } from './geo';
import { db, isConditionFailure } from './service';

export type UserItem = EntityItem<typeof User>;

export type UserWrite = Omit<
  Partial<UserItem>,
  'uid' | 'email' | 'emailLower' | 'createdAt' | 'updatedAt' | 'version' | 'geohash' | 'geoCell'
>;

/** Access patterns for users (docs/data-model.md). */
export const users = {
  async get(uid: string): Promise<UserItem | null> {
    const { data } = await db().entities.user.get({ uid }).go();
    return data;
  },

  async getByEmail(email: string): Promise<UserItem | null> {
    const { data } = await db().entities.user.query.byEmail({ emailLower: email.trim().toLowerCase() }).go({ limit: 1 });
    return data[0] ?? null;
  },

  /**
   * Create the profile, or update it when `expectedVersion` still matches (optimistic concurrency).
   * Returns null when the version is stale, so the caller can report a conflict.
   */
  async save(
    identity: { uid: string; email: string; emailVerified: boolean },
    fields: UserWrite,
    expectedVersion: number | undefined,
  ): Promise<UserItem | null> {
    const city = fields.defaultCity as { lat: number; lng: number } | undefined;
    const geo = city ? { geohash: encode(city.lat, city.lng), geoCell: cellOf(encode(city.lat, city.lng)) } : {};
    const base = {
      ...fields,
      ...geo,
      email: identity.email,
      emailLower: identity.email.toLowerCase(),
      emailVerified: identity.emailVerified,
    };
    try {
      if (expectedVersion === undefined) {
        const { data } = await db()
          .entities.user.create({ ...base, uid: identity.uid, version: 1 })
          .go();
        return data as UserItem;
      }
      const { data } = await db()
        .entities.user.patch({ uid: identity.uid })
        .set({ ...base, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return data as UserItem;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },
};
