import { useApi } from '@web/lib/use-api';

/**
 * §7 lookups by e-mail. A failed lookup is an empty list (§8 "subscription list fetch errors give
 * an empty list"), and it is not tried again.
 */
export function useSubscriptionLookup(kind: 'community' | 'member-plus') {
  const lookup = useApi('lookupSubscriptions', { query: { kind } }, { shouldRetryOnError: false });
  return lookup.error ? { ...lookup, data: { items: [] } } : lookup;
}
