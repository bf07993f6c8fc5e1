import type { ReactNode } from 'react';
import { serverText } from '@web/lib/server-text';

/**
 * A form-level message: failures as an alert (announced at once), other news as a status. A message
 * from a shared schema or the server is English; it is shown in the app's language.
 */
export function FormMessage({ tone, children: shown }: { tone: 'error' | 'info'; children: ReactNode }) {
  const children = typeof shown === 'string' ? serverText(shown) : shown;
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
