import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from './ui';

/**
 * A confirm step before something that cannot be undone. `onConfirm` resolves to an error
 * message (kept on screen, the dialog stays open) or undefined (the dialog closes).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<string | undefined>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
    else setOpen(false);
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">{description}</AlertDialog.Description>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <button type="button" disabled={busy} className={secondaryButton}>
                {cancelLabel ?? t`Cancel`}
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void confirm()}
              className={`${primaryButton} bg-red-700 hover:bg-red-800`}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A confirm dialog's onConfirm: runs the action, and resolves to undefined when it worked (the
 * dialog closes) or to the server's message (else `fallback`) for the dialog to show.
 */
export async function confirmAction(action: () => Promise<unknown>, fallback: string): Promise<string | undefined> {
  try {
    await action();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : fallback;
  }
}
