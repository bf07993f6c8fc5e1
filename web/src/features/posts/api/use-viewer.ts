import { useSignedIn } from '@web/lib/use-signed-in';
import { useApi } from '@web/lib/use-api';

/** The viewer: uid (is this my post?) and go-to city (posts near me). Null for a visitor. */
export function useViewer() {
  const signedIn = useSignedIn();
  const me = useApi('getMe', signedIn ? {} : null);
  return { signedIn, me: me.data ?? null, isLoading: signedIn === undefined || (signedIn === true && me.isLoading) };
}
