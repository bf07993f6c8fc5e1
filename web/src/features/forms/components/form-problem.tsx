import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LoadError } from '@web/components/load-error';
import { textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { formPaths } from '../paths';

/** A form page that could not load: not found (404) says so; anything else offers a retry. */
export function FormProblem({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useLingui();
  const missing = error instanceof ApiError && error.status === 404;
  const heading = missing ? t`Not found` : what;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-8">
      <title>{t`${heading} | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{missing ? error.message || t`Form not found` : what}</h1>
      {missing ? (
        <p>
          <Trans>
            The link may be mistyped, or the form was removed.{' '}
            <Link to={formPaths.list} className={textLink}>
              Your forms
            </Link>
          </Trans>
        </p>
      ) : (
        <LoadError what="" error={error} onRetry={onRetry} />
      )}
    </div>
  );
}
