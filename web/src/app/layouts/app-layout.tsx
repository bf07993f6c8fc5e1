import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../shared/constants/messages';
import { OfflineNotice } from '../../components/offline-notice';
import { showKeptMessage } from '../../lib/flash';
import { useProtectedRouteCheck } from '../../lib/guards';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

/** The app shell: skip link, header with the main navigation, the page, a footer. */
export function AppLayout() {
  const navigation = useNavigation();
  useProtectedRouteCheck();
  useEffect(showKeptMessage, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" />
      )}
      <SiteHeader />
      <OfflineNotice />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-5xl px-4 py-4 text-sm text-slate-600">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
