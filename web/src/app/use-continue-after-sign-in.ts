import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../lib/paths';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect';
import { apiKey } from '../lib/use-api';

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
      const { api } = await import('../lib/api-client');
      const me = await api.call('getMe');
      await mutate(apiKey('getMe'), me, { revalidate: false });
      newUser = !me.hasAdditionalInfo;
    } catch {
      // The next page loads the profile itself and says what went wrong.
    }
    await navigate(newUser ? paths.settingsProfile : (target ?? paths.discover), { replace: true });
  };
}
