import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { limits } from '../../../../../shared/constants/limits';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type FoundUser = OutputOf<'lookupUser'>;

/** A user by e-mail (text with @) or by id; null when nobody matches (404). */
export async function lookupUser(q: string): Promise<FoundUser | null> {
  try {
    return await api.call('lookupUser', { query: { q } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec §5: search only from 3 characters (the caller debounces by 300 ms). */
export function useLookupUser(query: string) {
  const q = query.trim();
  return useSWR(q.length >= limits.searchMinChars ? ['lookupUser', { query: { q } }] : null, ([, args]) => lookupUser(args.query.q), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
