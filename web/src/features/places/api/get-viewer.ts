import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/use-signed-in';

export type Viewer = OutputOf<'getMe'>;

/** The same key the profile feature uses for getMe, so both share one cached copy. */
const getMeKey = ['getMe'] as const;

/**
 * The signed-in person (null for a visitor): places need their uid (is this my place?) and
 * go-to city (where to search). Undefined while it is not known yet.
 */
export function useViewer(): { viewer: Viewer | null | undefined; error: unknown } {
  const signedIn = useSignedIn();
  const { data, error } = useSWR(signedIn ? getMeKey : null, () => api.call('getMe'));
  if (signedIn === false) return { viewer: null, error: undefined };
  if (error) return { viewer: null, error };
  return { viewer: data, error: undefined };
}
