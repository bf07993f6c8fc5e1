import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { disablePush, enablePush, pushState, PushError, type PushState } from '@web/lib/push';
import { limits } from '@shared/constants/limits';
import { toast } from '@web/lib/toast';

const explain: Partial<Record<PushState, MessageDescriptor>> = {
  unsupported: msg`This browser cannot show push notifications. Try a recent Chrome, Edge, Firefox or Safari.`,
  'not-configured': msg`Push notifications are not set up on this Rally server yet. E-mail notifications still work.`,
  denied: msg`Notifications are blocked for Rally in this browser. Allow them in the site settings, then try again.`,
};

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof PushError ? error.message : `${fallback} ${error instanceof Error ? error.message : ''}`.trim();

/**
 * Spec §7 push messaging, per browser: turn web push on (permission, subscription, registration)
 * or off here. Which types arrive by push is the Push column below.
 */
export function PushDeviceCard() {
  const { t } = useLingui();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy('on');
    setError(null);
    try {
      await enablePush();
      setState('on');
      toast.success(t`Push notifications are on for this browser.`, { duration: limits.snackbarMs.short });
    } catch (e) {
      const next = await pushState().catch(() => 'off' as const);
      setState(next);
      // A state that explains itself (blocked, unsupported) is announced below; say nothing twice.
      setError(
        explain[next]
          ? null
          : reasonOf(
              e,
              t`Could not turn on push notifications: this browser could not reach its push service. Please try again later.`,
            ),
      );
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async () => {
    setBusy('off');
    setError(null);
    try {
      await disablePush();
      setState('off');
      toast.success(t`Push notifications are off for this browser.`, { duration: limits.snackbarMs.short });
    } catch (e) {
      setError(reasonOf(e, t`Could not turn off push notifications.`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="push-device" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <h3 id="push-device" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {state === 'on' ? <BellRing aria-hidden="true" className="size-5" /> : <BellOff aria-hidden="true" className="size-5" />}
        <Trans>Push notifications on this browser</Trans>
      </h3>
      {state === 'checking' ? (
        <p role="status" className="text-slate-600">
          <Trans>Checking this browser…</Trans>
        </p>
      ) : explain[state] ? (
        <p role="status" className="text-slate-700">
          {t(explain[state])}
        </p>
      ) : state === 'on' ? (
        <>
          <p className="text-slate-700">
            <Trans>This browser shows a notification for every type with Push ticked below.</Trans>
          </p>
          <div>
            <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void turnOff()}>
              {busy === 'off' ? t`Turning off…` : t`Turn off push notifications`}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            <Trans>Push notifications are off on this browser. Turn them on to hear about games as they happen.</Trans>
          </p>
          <div>
            <button type="button" className={primaryButton} disabled={busy !== null} onClick={() => void turnOn()}>
              {busy === 'on' ? t`Turning on…` : t`Turn on push notifications`}
            </button>
          </div>
        </>
      )}
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
