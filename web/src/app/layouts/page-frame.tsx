import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineNotice } from '@web/components/offline-notice';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * What every layout puts around the page: the skip link first, then `top` (a header), the offline
 * notice, the page in the main landmark the skip link focuses (a screen tall at least), the
 * layout's footer, and scroll restoration.
 */
export function PageFrame({ top, footer }: { top?: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {top}
      <OfflineNotice />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
          after its first paint pushes nothing on screen down (no layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">{footer}</footer>
      <ScrollRestoration />
    </div>
  );
}
