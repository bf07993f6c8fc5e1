import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineNotice } from '@web/components/offline-notice';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * What every layout puts around the page: the skip link first, then `top` (a header), the offline
 * notice, the page in the main landmark the skip link focuses, the layout's footer, and scroll
 * restoration.
 */
export function PageFrame({ top, footer }: { top?: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {top}
      <OfflineNotice />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">{footer}</footer>
      <ScrollRestoration />
    </div>
  );
}
