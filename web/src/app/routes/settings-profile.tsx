import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { isNewUser, ProfileForm, type Profile } from '@web/features/profile';
import { useApi } from '@web/lib/use-api';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';
import { ProfileLoadError, ProfileLoading } from '../layouts/profile-state';

/**
 * `/settings/profile`: spec §2 "when the route is exactly settings the tabbed view shows; otherwise
 * a first-sign-up profile form with a picture shows". Existing users go to the tabs.
 */
export const loader = requireUser;

export function Component() {
  const { data: me, error, mutate } = useApi('getMe');
  if (error && !me) return <ProfileLoadError error={error} onRetry={() => void mutate()} />;
  if (!me) return <ProfileLoading />;
  return <FirstSignUp initial={me} />;
}

/** Decides once, on the profile as first loaded: saving fills the cache with a complete profile, and this page must not bounce away before its own redirect. */
function FirstSignUp({ initial }: { initial: Profile }) {
  const { t } = useLingui();
  const [profile] = useState(initial);
  if (!isNewUser(profile)) return <Navigate to={paths.settings} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t`More Information | ${PRODUCT_NAME}`}</title>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <ProfileForm profile={profile} />
      </div>
    </div>
  );
}
