import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { limits } from '../../../../../shared/constants/limits';
import { canLookUp } from '../../../../../shared/schemas/family';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type FoundUser = OutputOf<'lookupFamilyMember'>;

/** Someone to send a family request to, by e-mail (text with @) or by id; null when nobody matches (404). */
export async function lookupFamilyMember(uid: string, q: string): Promise<FoundUser | null> {
  try {
    return await api.call('lookupFamilyMember', { params: { uid }, query: { q } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec §5: search only from 3 characters (the caller debounces by 300 ms), and only text that
 * could find someone (a whole address, or an id): anything else is answered null without a call,
 * as the server would answer it.
 */
export function useLookupFamilyMember(uid: string, query: string) {
  const q = query.trim();
  return useSWR(
    q.length >= limits.searchMinChars ? ['lookupFamilyMember', { params: { uid }, query: { q } }] : null,
    ([, args]) => (canLookUp(args.query.q) ? lookupFamilyMember(args.params.uid, args.query.q) : Promise.resolve(null)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
