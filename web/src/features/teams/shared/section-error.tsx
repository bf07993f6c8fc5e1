import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { FormMessage } from '@web/components/form';
import { secondaryButton } from '@web/components/ui';
import { errorText } from './text';

/** A list's or a section's own load failure: the message and a retry, without losing the rest of the page. */
export function SectionError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormMessage tone="error">
        <Trans>We couldn’t load {what}.</Trans> {errorText(error, '')}
      </FormMessage>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className={secondaryButton}>
      <RotateCw aria-hidden="true" className="size-4" />
      <Trans>Try again</Trans>
    </button>
  );
}
