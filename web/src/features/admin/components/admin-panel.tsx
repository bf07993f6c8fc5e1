import { useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';

/**
 * One card of the admin page: a section named by its heading, whose id is the anchor the page's
 * contents list links to, with the panel's own controls (a filter, an "add" button) beside it.
 */
export function AdminPanel({
  id,
  title,
  controls,
  children,
}: {
  id: string;
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {controls === undefined ? (
        heading
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {controls}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * An action on one row of a panel: while it runs `busy` names the row (the panel disables its
 * buttons), then a toast says how it went; `failed` is the message when the error has none.
 */
export function useRowAction(failed: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (row: string, act: () => Promise<string>) => {
    setBusy(row);
    try {
      toast.success(await act());
    } catch (e) {
      toast.error(e instanceof Error ? e.message : failed);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
