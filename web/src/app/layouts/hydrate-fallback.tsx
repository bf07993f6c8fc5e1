import { Trans } from '@lingui/react/macro';

/** Shown for the moment the shell's chunk is loading on first visit. */
export function HydrateFallback() {
  return (
    <p role="status" className="sr-only">
      <Trans>Loading…</Trans>
    </p>
  );
}
