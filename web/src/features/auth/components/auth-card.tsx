import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/constants/messages';

/** The frame every auth page shares: a titled card, full width on phones. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-1">
          <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {intro && <p className="text-slate-700">{intro}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="mt-4 flex flex-col items-center gap-2 text-center text-slate-700">{footer}</div>}
    </section>
  );
}
