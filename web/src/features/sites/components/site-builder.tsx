import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { LoadError } from '@web/components/load-error';
import { textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { useApi } from '@web/lib/use-api';
import { sitePaths } from '../site-paths';
import { Builder } from './builder';

/** `site/build/{id}`: edit the draft (only the creator), preview it, publish it. */
export function SiteBuilder({ siteId }: { siteId: string }) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('getSiteDraft', siteId ? { params: { siteId } } : null, {
    revalidateOnFocus: false,
  });
  if (!siteId) return <Problem message={t`No website ID found`} />;
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-12 text-center text-slate-600">
        <Trans>Loading website...</Trans>
      </p>
    );
  }
  if (error || !data) {
    if (error instanceof ApiError && error.status === 403) return <Problem message={t`User does not own this website`} />;
    if (error instanceof ApiError && error.status === 404) return <Problem message={t`Website not found`} />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <LoadError what={t`This website could not be loaded.`} error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  return <Builder key={data.id} draft={data} />;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-16">
      <title>{`${message} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <Link to={sitePaths.list} className={`${textLink} self-start`}>
        <Trans>Back to your websites</Trans>
      </Link>
    </div>
  );
}
