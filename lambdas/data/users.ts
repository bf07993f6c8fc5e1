import type { EntityItem } from 'electrodb';
import type { User } from './entities/user';
import { getAllKeys } from './batch';
import { geoKeys, nearestInCircle, rangeEnd, type Circle, type CoverBox } from './geo';
import { db, unlessConditionFails } from './service';
import { ttlCache } from '../lib/ttl-cache';

export type UserItem = EntityItem<typeof User>;

/** Settings attributes that each have their own field-level update (not the profile form's version). */
export type UserSettingsWrite = Partial<
  Pick<UserItem, 'alternateEmails' | 'privacySettings' | 'notificationSettings' | 'sportAvailability' | 'activitySubscriptions' | 'locale'>
>;

export type UserWrite = Omit<
  Partial<UserItem>,
  'uid' | 'email' | 'emailLower' | 'createdAt' | 'updatedAt' | 'version' | 'geohash' | 'geoCell'
>;

/** How long a cover range read with `{ shared: true }` serves every later read in this process. */
export const NEAR_CACHE_MS = 30_000;
const nearCache = ttlCache<{ data: UserItem[] }>({ ttlMs: NEAR_CACHE_MS, maxEntries: 2000 });

/** Access patterns for users (docs/data-model.md). */
export const users = {
  /**
   * People whose home city is within `radiusMiles` of the point, nearest first (byGeo cover
   * Queries on the sparse home-city keys, never a Scan). `shared`: each range is read at most
   * once per NEAR_CACHE_MS in this process (the home dashboard), so a profile another process
   * changed is up to that late there; profile writes here start the next read afresh.
   */
  async nearby(q: Circle, options: { shared?: boolean } = {}): Promise<Array<UserItem & { distanceMiles: number }>> {
    const read = (box: CoverBox) =>
      db()
        .entities.user.query.byGeo({ geoCell: box.cell })
        .between({ geohash: box.start }, { geohash: rangeEnd(box.end) })
        .go({ pages: 'all' });
    return nearestInCircle(
      q,
      options.shared ? (box) => nearCache.get(`${box.cell}:${box.start}:${box.end}`, () => read(box)) : read,
      (u) => u.uid,
      (u) => {
        const city = u.defaultCity as { lat?: number; lng?: number } | undefined;
        return typeof city?.lat === 'number' && typeof city.lng === 'number' ? { lat: city.lat, lng: city.lng } : null;
      },
    );
  },

  async get(uid: string): Promise<UserItem | null> {
    const { data } = await db().entities.user.get({ uid }).go();
    return data;
  },

  async getByEmail(email: string): Promise<UserItem | null> {
    // An empty address is nobody's: never let it match a record stored without one.
    const emailLower = email.trim().toLowerCase();
    if (!emailLower) return null;
    const { data } = await db().entities.user.query.byEmail({ emailLower }).go({ limit: 1 });
    return data[0] ?? null;
  },

  /** Several users at once (user lists, names of family members); unknown ids are left out. */
  async getMany(uids: string[]): Promise<UserItem[]> {
    const { found, unprocessed } = await getAllKeys(
      db().entities.user,
      [...new Set(uids)].map((uid) => ({ uid })),
    );
    if (unprocessed.length) throw new Error(`users.getMany: ${unprocessed.length} keys left unprocessed`);
    return found;
  },

  /**
   * Field-level settings update: SET only the given attributes of an existing profile, so saving
   * one setting never overwrites another (and does not bump the profile form's `version`).
   * Returns null when the user has no profile yet.
   */
  async setSettings(uid: string, fields: UserSettingsWrite): Promise<UserItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.user.patch({ uid }).set(fields).go({ response: 'all_new' });
      nearCache.clear();
      return data as UserItem;
    }, null);
  },

  /** An admin put the person in these betas (the whole list). Null when there is no profile. */
  async setBetas(uid: string, betas: string[]): Promise<UserItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.user.patch({ uid }).set({ betas }).go({ response: 'all_new' });
      return data as UserItem;
    }, null);
  },

  /**
   * The sign-in e-mail changed in Cognito (/verify-new-email): the stored copy and the byEmail
   * lookup follow, without touching the profile form's version. Returns null with no profile.
   */
  async setEmail(uid: string, identity: { email: string; emailVerified: boolean }): Promise<UserItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.user.patch({ uid })
        .set({ email: identity.email, emailLower: identity.email.toLowerCase(), emailVerified: identity.emailVerified })
        .go({ response: 'all_new' });
      return data as UserItem;
    }, null);
  },

  /**
   * Payment fields, SET without touching the profile form's version; `null` REMOVEs a
   * field (unlinking). Returns null when the user has no profile.
   */
  async setPayments(
    uid: string,
    fields: Partial<Record<'stripeCustomerId' | 'stripeId' | 'userSubscription', string | null> & Record<'stripeChargesEnabled' | 'stripeDetailsSubmitted', boolean | null>>,
  ): Promise<UserItem | null> {
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
    const remove = Object.entries(fields)
      .filter(([, v]) => v === null)
      .map(([k]) => k) as Array<'stripeCustomerId' | 'stripeId' | 'stripeChargesEnabled' | 'stripeDetailsSubmitted'>;
    return unlessConditionFails(async () => {
      let op = db().entities.user.patch({ uid }).set(set);
      if (remove.length) op = op.remove(remove);
      const { data } = await op.go({ response: 'all_new' });
      return data as UserItem;
    }, null);
  },

  /**
   * Set the payout account only while none is linked: 'linked' when another one got there first
   * (two tabs, or a link racing an unlink), null when the user has no profile.
   */
  async linkPayoutAccount(
    uid: string,
    fields: { stripeId: string; stripeChargesEnabled: boolean; stripeDetailsSubmitted: boolean },
  ): Promise<UserItem | 'linked' | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.user.patch({ uid })
        .set(fields)
        .where((a, { notExists }) => notExists(a.stripeId))
        .go({ response: 'all_new' });
      return data as UserItem;
    }, async () => (await users.get(uid)) ? 'linked' : null);
  },

  /** Delete the profile item (account deletion); deleting a missing one is not an error. */
  async remove(uid: string): Promise<void> {
    await db().entities.user.delete({ uid }).go();
    nearCache.clear();
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
    const geo = city ? geoKeys(city.lat, city.lng) : {};
    const base = {
      ...fields,
      ...geo,
      email: identity.email,
      emailLower: identity.email.toLowerCase(),
      emailVerified: identity.emailVerified,
    };
    return unlessConditionFails(async () => {
      if (expectedVersion === undefined) {
        const { data } = await db()
          .entities.user.create({ ...base, uid: identity.uid, version: 1 })
          .go();
        nearCache.clear();
        return data as UserItem;
      }
      const { data } = await db()
        .entities.user.patch({ uid: identity.uid })
        .set({ ...base, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      nearCache.clear();
      return data as UserItem;
    }, null);
  },
};
