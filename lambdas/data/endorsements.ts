import type { ItemOf } from './entities/table';
import { deleteAllKeys } from './batch';
import type { Endorsement } from './entities/endorsement';
import { db, unlessConditionFails } from './service';

export type EndorsementItem = ItemOf<typeof Endorsement>;
type Key = Pick<EndorsementItem, 'eventId' | 'occurrence' | 'fromId' | 'toId' | 'kind'>;

const PAGE = 25;
const keyOf = ({ eventId, occurrence, fromId, toId, kind }: Key): Key => ({ eventId, occurrence, fromId, toId, kind });

/** Access patterns for endorsements (docs/data-model.md). */
export const endorsements = {
  /** Create once: true when this call made it, false when it was already there. */
  async create(key: Key): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.endorsement.create(keyOf(key)).go();
      return true;
    }, false);
  },

  /** Everything a person received (counts per kind, badges). */
  async received(toId: string): Promise<EndorsementItem[]> {
    const { data } = await db().entities.endorsement.query.byReceiver({ toId }).go({ pages: 'all' });
    return data;
  },

  /** What a person gave at one occurrence (the event page's pressed toggles). */
  async givenAt(fromId: string, eventId: string, occurrence: string): Promise<EndorsementItem[]> {
    const { data } = await db().entities.endorsement.query.byGiver({ fromId, eventId, occurrence }).go({ pages: 'all' });
    return data;
  },

  /** Whether a person endorsed anyone at any occurrence of an event (the full event's `rated`): one item read. */
  async hasGivenAt(fromId: string, eventId: string): Promise<boolean> {
    const { data } = await db().entities.endorsement.query.byGiver({ fromId, eventId }).go({ limit: 1 });
    return data.length > 0;
  },

  /** Account deletion: endorsements the person gave and received, a page at a time. */
  async removeAllOf(uid: string): Promise<number> {
    const { endorsement } = db().entities;
    const pages = [
      async () => (await endorsement.query.byGiver({ fromId: uid }).go({ limit: PAGE })).data,
      async () => (await endorsement.query.byReceiver({ toId: uid }).go({ limit: PAGE })).data,
    ];
    let count = 0;
    for (const page of pages) {
      // Each page leaves the index once deleted, so the first page is always the next one.
      for (let data = await page(); data.length; data = await page()) {
        await deleteAllKeys(endorsement, data.map(keyOf));
        count += data.length;
      }
    }
    return count;
  },
};
