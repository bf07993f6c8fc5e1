import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/product';
import { ErrorPage } from '@web/components/error-page';
import { LoadError } from '@web/components/load-error';
import { ApiError } from '@web/lib/api-error';
import { usePublishedSite, type SiteLookup } from '../api/use-published-site';
import { SitePageView } from './site-page-view';

/**
 * A published website's page: `site/view/{id}[/{slug}]` on the product's domain, or the root and
 * `/{slug}` of a custom domain. Metadata title '{page} | {site}' (spec §9), the page's SEO
 * description; an unknown page is the error page.
 */
export function PublishedSite({
  by,
  slug,
  appOrigin,
  pageHref,
  signIn = false,
}: {
  by: SiteLookup;
  slug: string;
  appOrigin: string;
  pageHref: (slug: string) => string;
  /** On a custom domain: offer the product's sign-in pop-up. */
  signIn?: boolean;
}) {
  const { t } = useLingui();
  const { data: site, error, isLoading, mutate } = usePublishedSite(by);
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-12 text-center text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (error || !site) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-16 text-center">
          <title>{t`Website not found | ${PRODUCT_NAME}`}</title>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Website not found</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>This website does not exist or has not been published yet.</Trans>
          </p>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <LoadError what={t`This website could not be loaded.`} error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  const page = site.pages.find((p) => p.slug === slug);
  if (!page) return <ErrorPage />;
  return (
    <>
      <title>{`${page.title} | ${site.title}`}</title>
      {page.seoDescription && <meta name="description" content={page.seoDescription} />}
      <SitePageView site={site} page={page} appOrigin={appOrigin} pageHref={pageHref} signIn={signIn} />
    </>
  );
}
