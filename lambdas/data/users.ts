import { QueryCommand, ScanCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemOf } from './entities/table';
import type { User } from './entities/user';
import { getAllKeys } from './batch';
import { geoKeys, nearestInCircle, rangeEnd, type Circle, type CoverBox } from './geo';
import { allShards, db, shardOf, unlessConditionFails } from './service';
import { documentClient } from '../lib/clients';
import { env } from '../lib/env';
import { ttlCache } from '../lib/ttl-cache';

export type UserItem = ItemOf<typeof User>;

/** Settings attributes that each have their own field-level update (not the profile form's version). */
export type UserSettingsWrite = Partial<
  Pick<UserItem, 'alternateEmails' | 'privacySettings' | 'notificationSettings' | 'sportAvailability' | 'activitySubscriptions' | 'locale'>
>;

export type UserWrite = Omit<
  Partial<UserItem>,
  'uid' | 'email' | 'emailLower' | 'createdAt' | 'updatedAt' | 'version' | 'geohash' | 'geoCell' | 'directoryShard'
>;

/** The directory shard a person is listed in: derived from the uid, so it never changes. */
export const directoryShardOf = (uid: string) => shardOf(uid);

/** Every directory shard; a walk of everyone reads each of them. */
export const directoryShards = allShards;

/** One page of the directory: the people's ids and where the next page starts (null: the shard is done). */
export interface DirectoryPage {
  uids: string[];
  cursor: string | null;
}

/** One page of the user-directory backfill's Scan, and what it did. */
export interface BackfillPage {
  /** Items the Scan read (every entity type), users listed now, users already listed or gone. */
  read: number;
  listed: number;
  skipped: number;
  cursor: string | null;
}

/** ElectroDB writes the entity name into this attribute of every item. */
const ENTITY_ATTRIBUTE = '__edb_e__';

/** The user item's table key, as ElectroDB writes it. */
const userKeyOf = (uid: string) => (db().entities.user.get({ uid }).params() as { Key: Record<string, string> }).Key;

/**
 * The directory's index keys for a profile, formatted by ElectroDB. A patch cannot write them for a
 * stored profile: their sort key comes from createdAt, which is read-only (ElectroDB then writes
 * only the partition key), so the backfill writes them itself.
 */
const directoryKeysOf = (uid: string, createdAt: string) => {
  const { Item } = db()
    .entities.user.put({ uid, email: '', emailLower: '', directoryShard: directoryShardOf(uid), createdAt })
    .params() as { Item: Record<string, string> };
  return { gsi1pk: Item.gsi1pk!, gsi1sk: Item.gsi1sk! };
};

const encodeKey = (key: Record<string, unknown> | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);
const decodeKey = (cursor: string | null | undefined) =>
  cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>) : undefined;

/** How long a cover range read with `{ shared: true }` serves every later read in this process. */
export const NEAR_CACHE_MS = 30_000;
const nearCache = ttlCache<{ data: UserItem[] }>({ ttlMs: NEAR_CACHE_MS, maxEntries: 2000 });

/**
 * A new profile's item as `users.save` creates it: the home city's geo keys, the lower-cased
 * e-mail and the directory shard. Bulk loaders (the benchmarks) put exactly this.
 */
export function newProfileItem(identity: { uid: string; email: string; emailVerified: boolean }, fields: UserWrite) {
  return { ...profileFieldsOf(identity, fields), uid: identity.uid, directoryShard: directoryShardOf(identity.uid), version: 1 };
}

/** What every profile write stores beside the form's fields: the home city's geo keys and the e-mail. */
function profileFieldsOf(identity: { email: string; emailVerified: boolean }, fields: UserWrite) {
  const city = fields.defaultCity as { lat: number; lng: number } | undefined;
  return {
    ...fields,
    ...(city ? geoKeys(city.lat, city.lng) : {}),
    email: identity.email,
    emailLower: identity.email.toLowerCase(),
    emailVerified: identity.emailVerified,
  };
}

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

  /**
   * One page of a directory shard, oldest profile first (byDirectory on byOwner, never a Scan).
   * `cursor` is the previous page's, as handed out here.
   */
  async directoryPage(shard: string, cursor: string | null, limit: number): Promise<DirectoryPage> {
    const page = await db().entities.user.query.byDirectory({ directoryShard: shard }).go({ cursor, limit, attributes: ['uid'] });
    return { uids: page.data.map((u) => u.uid), cursor: page.cursor };
  },

  /**
   * How many people the directory lists: a COUNT Query per shard, all shards in parallel, each
   * following its pages. DynamoDB still reads every item to count it (see docs/decisions.md).
   */
  async countDirectory(): Promise<number> {
    const counts = await Promise.all(
      directoryShards().map(async (directoryShard) => {
        const params = db().entities.user.query.byDirectory({ directoryShard }).params() as QueryCommandInput;
        let count = 0;
        let ExclusiveStartKey: Record<string, unknown> | undefined;
        do {
          const out = await documentClient().send(new QueryCommand({ ...params, Select: 'COUNT', ExclusiveStartKey }));
          count += out.Count ?? 0;
          ExclusiveStartKey = out.LastEvaluatedKey;
        } while (ExclusiveStartKey);
        return count;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  },

  /**
   * The user-directory backfill, one page of one segment of a parallel Scan (the only Scan: a
   * one-off over profiles stored before the directory existed). `limit` items are read whatever
   * their type; each user among them without a directory shard gets one. A user listed meanwhile
   * or deleted meanwhile is skipped (conditional write), so running a page twice changes nothing.
   */
  async backfillDirectoryPage(q: { segment: number; segments: number; cursor: string | null; limit: number }): Promise<BackfillPage> {
    const out = await documentClient().send(
      new ScanCommand({
        TableName: env().TABLE_NAME,
        Segment: q.segment,
        TotalSegments: q.segments,
        Limit: q.limit,
        ExclusiveStartKey: decodeKey(q.cursor),
        FilterExpression: '#entity = :user AND attribute_not_exists(#shard)',
        ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE, '#shard': 'directoryShard', '#uid': 'uid', '#created': 'createdAt', '#updated': 'updatedAt' },
        ExpressionAttributeValues: { ':user': 'user' },
        ProjectionExpression: '#uid, #created, #updated',
      }),
    );
    const found = (out.Items ?? []) as Array<Pick<UserItem, 'uid' | 'createdAt' | 'updatedAt'>>;
    const results = await Promise.all(
      found.map(async (u) => {
        const { gsi1pk, gsi1sk } = directoryKeysOf(u.uid, u.createdAt ?? u.updatedAt ?? new Date(0).toISOString());
        return unlessConditionFails(async () => {
          await documentClient().send(
            new UpdateCommand({
              TableName: env().TABLE_NAME,
              Key: userKeyOf(u.uid),
              UpdateExpression: 'SET #shard = :shard, #gsi1pk = :gsi1pk, #gsi1sk = :gsi1sk',
              // Never recreate a profile deleted meanwhile, never rewrite one already listed.
              ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#shard)',
              ExpressionAttributeNames: { '#pk': 'pk', '#shard': 'directoryShard', '#gsi1pk': 'gsi1pk', '#gsi1sk': 'gsi1sk' },
              ExpressionAttributeValues: { ':shard': directoryShardOf(u.uid), ':gsi1pk': gsi1pk, ':gsi1sk': gsi1sk },
            }),
          );
          return true;
        }, false);
      }),
    );
    const listed = results.filter(Boolean).length;
    return { read: out.ScannedCount ?? 0, listed, skipped: found.length - listed, cursor: encodeKey(out.LastEvaluatedKey) };
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
    const base = profileFieldsOf(identity, fields);
    return unlessConditionFails(async () => {
      if (expectedVersion === undefined) {
        const { data } = await db()
          .entities.user.create(newProfileItem(identity, fields))
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
