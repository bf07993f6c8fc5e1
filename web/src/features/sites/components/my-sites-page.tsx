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
  const { data, error, isLoading, mutate } = useApi('listMySites');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{`Your websites | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-slate-900">Your websites</h1>
          <p className="text-slate-700">Build a website for your team or community, then publish it, on {PRODUCT_NAME} or on your own domain.</p>
        </div>
        <Link to={sitePaths.build} className={primaryButton}>
          New website
        </Link>
      </header>
      {error ? (
        <LoadError what="Your websites could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading websites...</p>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6">
          <Globe aria-hidden="true" className="size-8 text-brand-700" />
          <p className="text-slate-700">You have no websites yet. A starter home page is ready the moment you create one.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((site) => (
            <li key={site.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <h2 className="text-lg font-semibold text-slate-900">{site.title}</h2>
                <p className="text-sm text-slate-600">
                  {site.publishedAt ? `Published ${formatDay(site.publishedAt)}` : 'Not published yet'}
                  {site.domain ? ` · ${site.domain}` : ''} · edited {formatDay(site.updatedAt)}
                </p>
              </div>
              <div className="flex gap-4">
                <Link to={sitePaths.edit(site.id)} className={textLink} aria-label={`Edit ${site.title}`}>
                  Edit
                </Link>
                {site.publishedAt && (
                  <Link to={sitePaths.view(site.id)} className={textLink} aria-label={`View ${site.title}`}>
                    View
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
