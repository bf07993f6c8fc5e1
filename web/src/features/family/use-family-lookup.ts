import { limits } from '@shared/constants/limits';
import { canLookUp } from '@shared/schemas/family';
import { useApi } from '@web/lib/use-api';

/**
 * Someone to send a family request to, by e-mail (text with @) or by id (spec §5). Search only from
 * 3 characters (the caller debounces by 300 ms), and only text that could find someone (a whole
 * address, or an id): anything else is answered `null` without a call, as the server would answer
 * it; so is a 404 (nobody matches).
 */
export function useFamilyLookup(uid: string, query: string) {
  const q = query.trim();
  const asked = q.length >= limits.searchMinChars;
  const search = useApi('lookupFamilyMember', asked && canLookUp(q) ? { params: { uid }, query: { q } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const nobody = asked && (!canLookUp(q) || search.error?.status === 404);
  return {
    data: nobody ? null : search.data,
    error: nobody ? undefined : search.error,
    isLoading: search.isLoading,
  };
}
