import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { AvailabilitySettings } from '../../features/availability';
import { isNewUser, ProfileForm, useMe } from '../../features/profile';
import { SettingsTabs } from '../../features/settings';
import { requireUser } from '../../lib/guards';
import { paths } from '../../lib/paths';
import { ProfileLoadError, ProfileLoading } from '../layouts/profile-state';

/** `/settings` (login required): the tabbed view; General is the existing user's profile form. */
export const loader = requireUser;

export function Component() {
  const { data: me, error, mutate } = useMe();
  if (error && !me) return <ProfileLoadError error={error} onRetry={() => void mutate()} />;
  if (!me) return <ProfileLoading />;
  // A new user has no profile to edit yet: the first-sign-up form comes first.
  if (isNewUser(me)) return <Navigate to={paths.settingsProfile} replace />;
  return (
    <SettingsTabs
      profileHref={paths.profile(me.uid)}
      // A saved or reloaded profile has a new version: the form starts again from it.
      general={<ProfileForm key={me.version} profile={me} />}
      availability={
        <Suspense fallback={<AvailabilityLoading />}>
          <AvailabilitySettings uid={me.uid} />
        </Suspense>
      }
    />
  );
}

function AvailabilityLoading() {
  return (
    <p role="status" className="text-slate-600">
      Loading availability…
    </p>
  );
}
