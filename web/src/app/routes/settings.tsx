import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { AvailabilitySettings } from '@web/features/availability';
import { FamilyMembersCard } from '@web/features/family';
import { PaymentsPanel } from '@web/features/payments';
import { PrivacyScreen } from '@web/features/privacy';
import { isNewUser, ProfileForm } from '@web/features/profile';
import { useApi } from '@web/lib/use-api';
import {
  ActivitySubscriptionsPanel,
  AlternateEmailsCard,
  AppearanceCard,
  CalendarFeedCard,
  InterestsPanel,
  LanguageCard,
  NotificationSettingsPanel,
  SettingsTabs,
} from '@web/features/settings';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';
import { ProfileLoadError, ProfileLoading } from '../layouts/profile-state';

/** `/settings` (login required): the tabbed view; General is the existing user's profile form. */
export const loader = requireUser;

export function Component() {
  const { data: me, error, mutate } = useApi('getMe');
  if (error && !me) return <ProfileLoadError error={error} onRetry={() => void mutate()} />;
  if (!me) return <ProfileLoading />;
  // A new user has no profile to edit yet: the first-sign-up form comes first.
  if (isNewUser(me)) return <Navigate to={paths.settingsProfile} replace />;
  // A settings card saved its own field: refresh the profile so every tab sees it.
  const refresh = () => void mutate();
  return (
    <SettingsTabs
      profileHref={paths.profile(me.uid)}
      general={
        <div className="flex flex-col gap-8">
          {/* A saved or reloaded profile has a new version: the form starts again from it. */}
          <ProfileForm key={me.version} profile={me} />
          <LanguageCard uid={me.uid} onSaved={refresh} />
          {/* §2: alternate e-mails and family members below the form, not in initial sign-up. */}
          <AlternateEmailsCard uid={me.uid} accountEmail={me.email} initial={me.alternateEmails} onSaved={refresh} />
          <FamilyMembersCard uid={me.uid} />
          <CalendarFeedCard />
          <AppearanceCard />
        </div>
      }
      payments={
        <PaymentsPanel
          email={me.email}
          extras={
            <>
              <AlternateEmailsCard uid={me.uid} accountEmail={me.email} initial={me.alternateEmails} onSaved={refresh} />
              <FamilyMembersCard uid={me.uid} />
            </>
          }
        />
      }
      privacy={<PrivacyScreen uid={me.uid} initial={me.privacySettings} onSaved={refresh} />}
      sports={<InterestsPanel uid={me.uid} initial={me.sportAvailability} onSaved={refresh} />}
      availability={
        <Suspense fallback={<AvailabilityLoading />}>
          <AvailabilitySettings uid={me.uid} />
        </Suspense>
      }
      notification={<NotificationSettingsPanel uid={me.uid} initial={me.notificationSettings} onSaved={refresh} />}
      activities={<ActivitySubscriptionsPanel uid={me.uid} initial={me.activitySubscriptions} onSaved={refresh} />}
    />
  );
}

function AvailabilityLoading() {
  return (
    <p role="status" className="text-slate-600">
      <Trans>Loading availability…</Trans>
    </p>
  );
}
