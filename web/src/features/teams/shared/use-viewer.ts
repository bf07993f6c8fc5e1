import { useApi } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';

/**
 * Who is looking: `signedIn` is undefined while the session is checked; `uid` is undefined until
 * the profile loads (and for visitors).
 */
export function useViewer(): {
  signedIn: boolean | undefined;
  uid: string | undefined;
  /** The profile's home city (teams-v3 searches around it); null when unset or not signed in. */
  defaultCity: { name: string; lat: number; lng: number } | null;
} {
  const signedIn = useSignedIn();
  const { data } = useApi('getMe', signedIn ? {} : null, { shouldRetryOnError: false });
  const city = data?.defaultCity;
  return { signedIn, uid: data?.uid, defaultCity: city ? { name: city.name, lat: city.lat, lng: city.lng } : null };
}
