import { limits } from '../../../shared/constants/limits';
import { pushRegistrations } from '../../data/push-registrations';
import { logger } from '../../lib/logger';

/**
 * Browsers re-register every `pushRefreshDays` (spec §9: 7 days). A registration that missed two
 * refreshes belongs to a browser that is gone (cleared, uninstalled), so it is pruned.
 */
export const PRUNE_AFTER_DAYS = limits.pushRefreshDays * 2;

export async function pruneStaleRegistrations(at: string = new Date().toISOString()): Promise<{ pruned: number }> {
  const cutoff = new Date(Date.parse(at) - PRUNE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const stale = await pushRegistrations.staleBefore(cutoff);
  await pushRegistrations.delete(stale.map(({ userId, registrationId }) => ({ userId, registrationId })));
  logger.info('push registrations pruned', { pruned: stale.length, cutoff });
  return { pruned: stale.length };
}
