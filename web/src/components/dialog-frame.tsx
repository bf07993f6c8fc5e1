import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { focusRing } from './ui';

/**
 * For a Radix dialog opened from outside (no Radix trigger, so Radix does not know where to give focus
 * back): spread on its Content, it remembers what had focus when the dialog opened and gives focus
 * back there when it closes, as a keyboard or screen-reader user expects.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (e: Event) => {
      // The dialog led somewhere that placed focus itself (a new screen's own field): leave it there.
      const active = document.activeElement;
      if (active && active !== document.body) {
        e.preventDefault();
        return;
      }
      if (!opener.current?.isConnected) return;
      e.preventDefault();
      opener.current.focus();
    },
  };
}

/** A modal with a title, a description and a close button; `widthClass` sets its max width (focus goes back to its opener). */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  widthClass,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  widthClass: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...focusReturn}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${widthClass} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6`}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
