import type { ReactNode } from 'react';

/** One titled card of the payments page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`payments-${id}`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`payments-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
