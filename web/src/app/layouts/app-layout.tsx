import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useNavigation } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { showKeptMessage } from '@web/lib/flash';
import { useProtectedRouteCheck } from '@web/lib/guards';
import { paths } from '@web/lib/paths';
import { useSignedIn } from '@web/lib/use-signed-in';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

const footerLinks = [
  [paths.features, msg`Features`],
  [paths.posts, msg`Post board`],
  [paths.partners('venues'), msg`Partners`],
  [paths.faqs, msg`FAQs`],
  [paths.aboutUs, msg`About us`],
] as const;

/** The app shell: skip link, header with the main navigation, the page, a footer. */
export function AppLayout() {
  const { t } = useLingui();
  const navigation = useNavigation();
  useProtectedRouteCheck();
  useEffect(showKeptMessage, []);
  // Live messages and presence while someone is signed in (its own chunk, loaded after sign-in).
  const signedIn = useSignedIn();
  useEffect(() => {
    if (signedIn === undefined) return;
    void import('@web/lib/realtime').then((live) => (signedIn ? live.start() : live.stop()));
  }, [signedIn]);
  return (
    <PageFrame
      top={
        <>
          {navigation.state === 'loading' && (
            <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" />
          )}
          <SiteHeader />
        </>
      }
      footer={
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </p>
          <nav aria-label={t`Footer`}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {footerLinks.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="inline-flex min-h-9 items-center rounded-sm hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      }
    />
  );
}
