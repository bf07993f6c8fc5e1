import { Trans } from '@lingui/react/macro';
import { secondaryButton } from './ui';

/** A failed load: what could not be loaded, the reason, and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p>
        {what} {error instanceof Error ? error.message : ''}
      </p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
