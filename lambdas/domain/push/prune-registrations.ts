import { limits } from '@shared/constants/limits';
import { pushRegistrations } from '../../data/push-registrations';
import { allShards } from '../../data/service';
import { logger } from '../../lib/logger';

/**
 * Browsers re-register every `pushRefreshDays` (spec §9: 7 days). A registration that missed two
 * refreshes belongs to a browser that is gone (cleared, uninstalled), so it is pruned.
 */
export const PRUNE_AFTER_DAYS = limits.pushRefreshDays * 2;

/** Shard by shard (in parallel), a page at a time: memory does not grow with the registrations. */
export async function pruneStaleRegistrations(at: string = new Date().toISOString()): Promise<{ pruned: number }> {
  const cutoff = new Date(Date.parse(at) - PRUNE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let pruned = 0;
  await Promise.all(
    allShards().map(async (shard) => {
      for await (const page of pushRegistrations.staleBefore(shard, cutoff)) {
        await pushRegistrations.delete(page.map(({ userId, registrationId }) => ({ userId, registrationId })));
        pruned += page.length;
      }
    }),
  );
  logger.info('push registrations pruned', { pruned, cutoff });
  return { pruned };
}
