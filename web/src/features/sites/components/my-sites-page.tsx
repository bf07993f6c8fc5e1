import { Trans, useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { LoadError } from '@web/components/load-error';
import { primaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { useApi } from '@web/lib/use-api';
import { sitePaths } from '../site-paths';

/** `site`: the signed-in person's websites, with links to edit and view each, and a new one. */
export function MySitesPage() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('listMySites');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{t`Your websites | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-slate-900">
            <Trans>Your websites</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>Build a website for your team or community, then publish it, on {PRODUCT_NAME} or on your own domain.</Trans>
          </p>
        </div>
        <Link to={sitePaths.build} className={primaryButton}>
          <Trans>New website</Trans>
        </Link>
      </header>
      {error ? (
        <LoadError what={t`Your websites could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">
          <Trans>Loading websites...</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6">
          <Globe aria-hidden="true" className="size-8 text-brand-700" />
          <p className="text-slate-700">
            <Trans>You have no websites yet. A starter home page is ready the moment you create one.</Trans>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((site) => {
            const published = site.publishedAt ? formatDay(site.publishedAt) : null;
            const edited = formatDay(site.updatedAt);
            const siteTitle = site.title;
            return (
              <li
                key={site.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-1">
                  <h2 className="text-lg font-semibold text-slate-900">{site.title}</h2>
                  <p className="text-sm text-slate-600">
                    {published ? t`Published ${published}` : t`Not published yet`}
                    {site.domain ? ` · ${site.domain}` : ''} · {t`edited ${edited}`}
                  </p>
                </div>
                <div className="flex gap-4">
                  <Link to={sitePaths.edit(site.id)} className={textLink} aria-label={t`Edit ${siteTitle}`}>
                    <Trans>Edit</Trans>
                  </Link>
                  {site.publishedAt && (
                    <Link to={sitePaths.view(site.id)} className={textLink} aria-label={t`View ${siteTitle}`}>
                      <Trans>View</Trans>
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
