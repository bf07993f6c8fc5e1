import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { primaryButton, secondaryButton } from './ui';
import { useWarnBeforeLeaving } from '@web/lib/use-warn-before-leaving';

/**
 * While a form has changes that are not saved: leaving for another page (or another settings tab)
 * asks first, and closing or reloading the tab gets the browser's own warning. Returns the question,
 * to be rendered by the form.
 */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useWarnBeforeLeaving(dirty);

  return (
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
}
