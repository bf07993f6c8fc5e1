import type { ReactNode } from 'react';

/** A form-level message: failures as an alert (announced at once), other news as a status. */
export function FormMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
      {children}
    </div>
  );
}
