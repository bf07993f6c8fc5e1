import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

/** Spec §9: "Sidenav 350 px" (never wider than the screen). */
export const SIDENAV_WIDTH_PX = 350;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The phone's navigation: a panel 350 px wide from the right edge, under the Menu button that
 * opens it. A modal <dialog>: the page behind is inert and dimmed, focus stays inside, Escape
 * closes it (the browser's `cancel`), and so do a tap on the dimmed page and any link followed
 * from it. Whether it is open is the caller's state; this only mirrors it onto the element.
 */
export function SideNav({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={t`Menu`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog's box, so a click on the dialog itself is on the dimmed page.
        if (event.target === event.currentTarget || (event.target as Element).closest('a')) onClose();
      }}
      style={{ width: SIDENAV_WIDTH_PX }}
      className="m-0 ml-auto h-dvh max-h-none max-w-full bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/40"
    >
      {open && (
        <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close menu`}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-1.5 font-medium text-slate-700 hover:text-slate-950 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
              <Trans>Close</Trans>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
