import type { ItemOf } from './entities/table';
import type { Follow } from './entities/follow';
import { deleteAllKeys } from './batch';
import { db, pagesOf, unlessConditionFails } from './service';

export type FollowItem = ItemOf<typeof Follow>;
export type FollowKind = FollowItem['targetKind'];
export interface FollowTarget {
  targetKind: FollowKind;
  targetId: string;
}

/** A page of followers read at a time: each page is queued before the next is read. */
export const FOLLOWERS_PAGE = 100;

const keyOf = (f: Pick<FollowItem, 'followerId' | 'targetKind' | 'targetId'>) => ({
  followerId: f.followerId,
  targetKind: f.targetKind,
  targetId: f.targetId,
});

/** Access patterns for follows (docs/data-model.md): one item per follower → target. */
export const follows = {
  /** Idempotent: true when the follow is new, false when it already existed. */
  async add(followerId: string, target: FollowTarget): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.follow.create({ followerId, ...target }).go();
      return true;
    }, false);
  },

  /** Idempotent: nothing happens when there was no follow. */
  async remove(followerId: string, target: FollowTarget): Promise<void> {
    await db().entities.follow.delete({ followerId, ...target }).go();
  },

  async exists(followerId: string, target: FollowTarget): Promise<boolean> {
    const { data } = await db().entities.follow.get({ followerId, ...target }).go({ attributes: ['followerId'] });
    return data !== null;
  },

  /** Everything a person follows, hosts then places then teams (sort key order). */
  async ofFollower(followerId: string): Promise<FollowItem[]> {
    const { data } = await db().entities.follow.query.byFollower({ followerId }).go({ pages: 'all' });
    return data;
  },

  /** A target's followers, one page of ids at a time (byTarget index). */
  followerPages(target: FollowTarget, pageSize = FOLLOWERS_PAGE): AsyncGenerator<string[]> {
    const { follow } = db().entities;
    const pages = pagesOf((cursor) =>
      follow.query.byTarget(target).go({ cursor, limit: pageSize, attributes: ['followerId'] }),
    );
    return (async function* () {
      for await (const page of pages) yield page.map((f) => f.followerId);
    })();
  },

  /** Remove the follows between two people, both ways (a block). */
  async removeBetween(a: string, b: string): Promise<void> {
    await deleteAllKeys(db().entities.follow, [
      { followerId: a, targetKind: 'host' as const, targetId: b },
      { followerId: b, targetKind: 'host' as const, targetId: a },
    ]);
  },

  /** A person's follows and the follows of them as a host (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const { follow } = db().entities;
    let count = 0;
    for await (const page of pagesOf((cursor) => follow.query.byFollower({ followerId: userId }).go({ cursor, limit: 25 }))) {
      await deleteAllKeys(follow, page.map(keyOf));
      count += page.length;
    }
    for await (const page of pagesOf((cursor) =>
      follow.query.byTarget({ targetKind: 'host', targetId: userId }).go({ cursor, limit: 25 }),
    )) {
      await deleteAllKeys(follow, page.map(keyOf));
      count += page.length;
    }
    return count;
  },

  /** Every follow of a team or place that is gone. */
  async removeFollowersOf(target: FollowTarget): Promise<number> {
    const { follow } = db().entities;
    let count = 0;
    for await (const page of pagesOf((cursor) => follow.query.byTarget(target).go({ cursor, limit: 25 }))) {
      await deleteAllKeys(follow, page.map(keyOf));
      count += page.length;
    }
    return count;
  },
};
