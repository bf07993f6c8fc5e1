import type { EntityItem } from 'electrodb';
import { deleteAllKeys } from './batch';
import type { Endorsement } from './entities/endorsement';
import { db, unlessConditionFails } from './service';

export type EndorsementItem = EntityItem<typeof Endorsement>;
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

  /** Account deletion: endorsements the person gave and received, a page at a time. */
  async removeAllOf(uid: string): Promise<number> {
    const { endorsement } = db().entities;
    let count = 0;
    for (const query of [() => endorsement.query.byGiver({ fromId: uid }), () => endorsement.query.byReceiver({ toId: uid })]) {
      for (;;) {
        const { data } = await query().go({ limit: PAGE });
        if (!data.length) break;
        await deleteAllKeys(endorsement, data.map(keyOf));
        count += data.length;
      }
    }
    return count;
  },
};
