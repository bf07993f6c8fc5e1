import type { ItemOf } from './entities/table';
import type { GoNoGo } from './entities/go-no-go';
import { db, unlessConditionFails } from './service';

export type GoNoGoItem = ItemOf<typeof GoNoGo>;
export type GoNoGoDecision = NonNullable<GoNoGoItem['decision']>;

/** Kept 30 days past the occurrence's start: the event page shows it until then. */
const expiry = (occurrence: string) => Math.floor(Date.parse(occurrence) / 1000) + 30 * 86_400;

/** Access patterns for go/no-go records (docs/data-model.md). */
export const goNoGos = {
  /** Every record of an event (one Query on its partition), by occurrence. */
  async ofEvent(eventId: string): Promise<GoNoGoItem[]> {
    const { data } = await db().entities.goNoGo.query.byEvent({ eventId }).go({ pages: 'all' });
    return data;
  },

  /** Record that the occurrence's rescue ran and how many it invited (a redelivery rewrites the same). */
  async recordRescue(eventId: string, occurrence: string, at: string, invited: number): Promise<void> {
    await db().entities.goNoGo.upsert({ eventId, occurrence, rescuedAt: at, invited, expiresAt: expiry(occurrence) }).go();
  },

  /**
   * Write the decision if the occurrence has none; either way, return the decision that stands
   * (the first one written), so every delivery acts on the same one.
   */
  async decide(eventId: string, occurrence: string, decision: GoNoGoDecision, players: number, at: string): Promise<GoNoGoDecision> {
    return unlessConditionFails(
      async () => {
        await db()
          .entities.goNoGo.upsert({ eventId, occurrence, decision, players, decidedAt: at, expiresAt: expiry(occurrence) })
          .where(({ decision: d }, { notExists }) => notExists(d))
          .go();
        return decision;
      },
      async () => {
        const { data } = await db().entities.goNoGo.get({ eventId, occurrence }).go();
        return data?.decision ?? decision;
      },
    );
  },

};
