import { Trans, useLingui } from '@lingui/react/macro';
import { Dog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { paths } from '../lib/paths';
import { useSignedIn } from '../lib/use-signed-in';

/**
 * Spec §2: any unknown path shows this page. A signed-in visitor gets the discover-events
 * link as home, otherwise the sign-up link.
 */
export function ErrorPage() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  return (
    <section
      aria-labelledby="error-page-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <title>{t`Page not found | ${PRODUCT_NAME}`}</title>
      <Dog aria-hidden="true" className="size-16 text-brand-700" strokeWidth={1.5} />
      <h1 id="error-page-title" className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
        <Trans>Beans is having a "RUFF" time finding your page.</Trans>
      </h1>
      <p className="text-lg text-slate-700">
        <Trans>Maybe try another page, please?</Trans>
      </p>
      {/* Reserve the link's height while the session check runs, so the page does not jump. */}
      <div className="min-h-11">
        {signedIn === undefined ? null : signedIn ? (
          <HomeLink to={paths.discover}>
            <Trans>Discover events</Trans>
          </HomeLink>
        ) : (
          <HomeLink to={paths.signUp}>
            <Trans>Sign up</Trans>
          </HomeLink>
        )}
      </div>
    </section>
  );
}

function HomeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  );
}
