import { Trans, useLingui } from '@lingui/react/macro';
import { secondaryButton } from '@web/components/ui';
import { useApi } from '@web/lib/use-api';
import { AvailabilityForm } from './availability-form';

/** The settings Availability tab's editor: a skeleton while loading, then the form (spec §4). */
export function AvailabilitySettings({ uid }: { uid: string }) {
  const { data, error, isValidating, mutate } = useApi('getAvailability', { params: { uid } });
  const { t } = useLingui();
  if (error && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-medium text-slate-900">
          <Trans>We couldn’t load your availability.</Trans>
        </p>
        <p className="text-slate-700">{error instanceof Error ? error.message : t`Please try again.`}</p>
        <button type="button" disabled={isValidating} onClick={() => void mutate()} className={secondaryButton}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!data) return <AvailabilitySkeleton />;
  return <AvailabilityForm uid={uid} initial={data} />;
}

/** Placeholder cards in the form's shape while it loads. */
export function AvailabilitySkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        <Trans>Loading availability…</Trans>
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="h-6 w-40 rounded bg-slate-200" />
        <div className="h-32 rounded-lg bg-slate-200" />
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="h-16 rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
