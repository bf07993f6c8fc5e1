import type { ProfileDto } from '@shared/schemas/user';
import { useApi } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';

/**
 * The signed-in person (null for a visitor): places need their uid (is this my place?) and
 * go-to city (where to search). Undefined while it is not known yet. A visitor's page asks the
 * API nothing about them.
 */
export function useViewer(): { viewer: ProfileDto | null | undefined; error: unknown } {
  const signedIn = useSignedIn();
  const { data, error } = useApi('getMe', signedIn ? {} : null);
  if (signedIn === false) return { viewer: null, error: undefined };
  if (error) return { viewer: null, error };
  return { viewer: data, error: undefined };
}
