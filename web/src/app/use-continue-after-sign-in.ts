import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../lib/paths';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect';

/**
 * Where a person goes once Cognito has signed them in (spec §4 "newUser true when no additional
 * info"): a new user to the first-sign-up profile form, anyone else back to where they were going
 * (`?redirect=`), else discover. The profile call loads on demand, keeping the API client and its
 * schemas out of the sign-in and sign-up pages' first load.
 */
export function useContinueAfterSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { mutate } = useSWRConfig();
  return async () => {
    const target = safeRedirect(search.get(REDIRECT_PARAM));
    let newUser = false;
    try {
      const { loadOwnProfile } = await import('./load-own-profile');
      const me = await loadOwnProfile(mutate);
      newUser = !me.hasAdditionalInfo;
    } catch {
      // The next page loads the profile itself and says what went wrong.
    }
    await navigate(newUser ? paths.settingsProfile : (target ?? paths.discover), { replace: true });
  };
}
