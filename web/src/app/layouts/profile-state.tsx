import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { limits } from '@shared/constants/limits';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';

/** While the signed-in person's profile loads, or when it cannot. */
export function ProfileLoading() {
  return (
    <p role="status" className="mx-auto max-w-5xl px-4 py-10 text-slate-600">
      <Trans>Loading your profile…</Trans>
    </p>
  );
}

/** Spec §8: the settings screens say 'User not loaded' when the person's profile cannot be loaded. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const notLoaded = t`User not loaded`;
  useEffect(() => {
    toast.error(notLoaded, { duration: limits.snackbarMs.short });
  }, [notLoaded]);
  return (
    <div role="alert" className="mx-auto flex max-w-5xl flex-col items-start gap-3 px-4 py-10">
      <h1 className="text-xl font-bold text-slate-900">
        <Trans>We couldn’t load your profile</Trans>
      </h1>
      <p className="text-slate-700">{error instanceof Error ? error.message : t`Please try again.`}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
