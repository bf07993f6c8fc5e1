import { limitOf, type RouteDef } from '@shared/api/route-def';
import { rateLimitMessages, rateLimits } from '@shared/constants/rate-limits';
import { rateWindows } from '../data/rate-limits';
import { logger } from '../lib/logger';
import { TooManyRequestsError } from '../lib/errors';

/**
 * The per-user budget of the route's limit class (declared in the route table, default by method),
 * taken before the request does any work. Anonymous callers are not counted here: API Gateway's
 * stage throttle and the WAF's per-IP rules cover them.
 */
export async function takeRateLimit(routeId: string, route: RouteDef, uid: string | undefined): Promise<void> {
  const limitClass = limitOf(route);
  if (limitClass === 'none' || !uid) return;
  const { limit, windowSeconds } = rateLimits[limitClass];
  const taken = await rateWindows.take(uid, limitClass, windowSeconds, limit);
  if (taken.allowed) return;
  logger.warn('rate limit reached', { route: routeId, uid, limitClass });
  throw new TooManyRequestsError(rateLimitMessages.tooMany(taken.retryAfterSeconds), taken.retryAfterSeconds);
}
