import { db, unlessConditionFails } from './service';

/** OAuth states for linking a payout account (docs/data-model.md 86). */
export const connectStates = {
  async put(state: string, uid: string, expiresAt: number): Promise<void> {
    await db().entities.connectState.create({ state, uid, expiresAt }).go();
  },

  /**
   * Use a state once: deleted only if it exists, is `uid`'s and has not expired at `nowSeconds`.
   * False otherwise (unknown, someone else's, expired, or already used), and nothing changes.
   */
  async consume(state: string, uid: string, nowSeconds: number): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db()
        .entities.connectState.remove({ state })
        .where((a, { eq, gt }) => `${eq(a.uid, uid)} AND ${gt(a.expiresAt, nowSeconds)}`)
        .go();
      return true;
    }, false);
  },
};
