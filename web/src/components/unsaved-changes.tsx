import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { primaryButton, secondaryButton } from './ui';
import { useWarnBeforeLeaving } from '@web/lib/use-warn-before-leaving';

/** A leave guard: the question to render, and `letGo` for the page's own move after a save. */
export interface LeaveGuard {
  prompt: ReactNode;
  /**
   * The next navigation is the page's own (after a save): it is not asked about. Read when the
   * navigation happens, so a save that answers before the page re-renders is not held up either.
   */
  letGo: () => void;
}

/**
 * While a form has changes that are not saved: leaving for another page (or another settings tab)
 * asks first, and closing or reloading the tab gets the browser's own warning.
 */
function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { t } = useLingui();
  const free = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !free.current && dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useWarnBeforeLeaving(dirty);

  const prompt = (
    <AlertDialog.Root open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{t`Leave without saving?`}</AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">{t`Your changes on this page are not saved yet.`}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <button type="button" className={primaryButton}>
                {t`Stay and save`}
              </button>
            </AlertDialog.Cancel>
            <button type="button" className={secondaryButton} onClick={() => blocker.proceed?.()}>
              {t`Leave without saving`}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return {
    prompt,
    letGo: () => {
      free.current = true;
    },
  };
}

/** The guard for a page that keeps its own "changed" state. */
export const useUnsavedChanges = useLeaveGuard;

/**
 * The same for a react-hook-form form: changed, and not being saved. A form that moves on after
 * saving calls `letGo` first; one that stays resets to what it saved, which ends `isDirty`.
 * `formState` is read here, during render, which is how react-hook-form knows to track it.
 */
export function useUnsavedForm(formState: { isDirty: boolean; isSubmitting: boolean }, enabled = true): LeaveGuard {
  return useLeaveGuard(enabled && formState.isDirty && !formState.isSubmitting);
}
