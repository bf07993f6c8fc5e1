import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { AvailabilitySettings } from '@web/features/availability';
import { isNewUser } from '@web/features/profile';
import { useApi } from '@web/lib/use-api';
import { InterestsPanel, NotificationSettingsPanel } from '@web/features/settings';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';
import { ProfileLoadError, ProfileLoading } from '../layouts/profile-state';

/** `user-onboarding` (login required): a short guided setup after the first profile. */
export const loader = requireUser;

const steps = ['city', 'interests', 'availability', 'notifications'] as const;
type Step = (typeof steps)[number];
const titles: Record<Step, MessageDescriptor> = {
  city: msg`Your city`,
  interests: msg`What you play`,
  availability: msg`When you can play`,
  notifications: msg`How we tell you`,
};

/** The step in the URL (?step=), so a reload or the back button keeps the place. */
function stepOf(search: URLSearchParams): number {
  const i = steps.indexOf(search.get('step') as Step);
  return i < 0 ? 0 : i;
}

export function Component() {
  const { t } = useLingui();
  const { data: me, error, mutate } = useApi('getMe');
  const [search, setSearch] = useSearchParams();
  const index = stepOf(search);
  const step = steps[index]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [index, moved]);

  if (error && !me) return <ProfileLoadError error={error} onRetry={() => void mutate()} />;
  if (!me) return <ProfileLoading />;
  // The profile (name, city, sports) comes first; onboarding continues from there.
  if (isNewUser(me)) return <Navigate to={paths.settingsProfile} replace />;

  const refresh = () => void mutate();
  const go = (i: number) => {
    setMoved(true);
    setSearch({ step: steps[i]! });
  };
  const last = index === steps.length - 1;
  const name = me.displayName;
  const stepNumber = index + 1;
  const stepCount = steps.length;
  const cityName = me.defaultCity?.name ?? t`not set`;
  const nextTitle = last ? '' : t(titles[steps[index + 1]!]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{t`Get set up | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Get set up, {name}</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Four short steps. Each one saves on its own, and you can change everything later in Settings.</Trans>
        </p>
      </header>
      <nav aria-label={t`Setup steps`}>
        <ol className="flex flex-wrap gap-2">
          {steps.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'step' : undefined}
                className={`${i === index ? primaryButton : secondaryButton} min-h-9 px-3 text-sm`}
              >
                {i + 1}. {t(titles[s])}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section
        aria-labelledby="onboarding-step"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <p className="text-sm font-medium text-slate-600">
          <Trans>
            Step {stepNumber} of {stepCount}
          </Trans>
        </p>
        <h2 id="onboarding-step" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
          {t(titles[step])}
        </h2>
        {step === 'city' ? (
          <div className="flex flex-col gap-2 text-slate-700">
            <p>
              <Trans>
                Your go-to city is <strong>{cityName}</strong>. Discover shows games around it, nearby players are measured from
                it, and new games near it are announced to you.
              </Trans>
            </p>
            <p>
              <Trans>
                Moving or playing elsewhere?{' '}
                <Link to={paths.settings} className={textLink}>
                  Change it in your profile
                </Link>
                .
              </Trans>
            </p>
          </div>
        ) : step === 'interests' ? (
          <InterestsPanel uid={me.uid} initial={me.sportAvailability} onSaved={refresh} />
        ) : step === 'availability' ? (
          <Suspense
            fallback={
              <p role="status" className="text-slate-600">
                <Trans>Loading availability…</Trans>
              </p>
            }
          >
            <AvailabilitySettings uid={me.uid} />
          </Suspense>
        ) : (
          <NotificationSettingsPanel uid={me.uid} initial={me.notificationSettings} onSaved={refresh} />
        )}
      </section>

      <div className="flex flex-wrap gap-2">
        {index > 0 ? (
          <button type="button" className={secondaryButton} onClick={() => go(index - 1)}>
            <Trans>Back</Trans>
          </button>
        ) : null}
        {last ? (
          <Link to={paths.dashboard} className={primaryButton}>
            <Trans>Finish</Trans>
          </Link>
        ) : (
          <button type="button" className={primaryButton} onClick={() => go(index + 1)}>
            <Trans>Next: {nextTitle}</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
