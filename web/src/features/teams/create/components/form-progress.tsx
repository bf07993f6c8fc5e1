import { Trans, useLingui } from '@lingui/react/macro';
import { formPages, PAGE_COUNT, type PageNumber } from '../team-form-values';

/** "Step 3 of 6" with the page names; the current one marked for screen readers. */
export function FormProgress({ page }: { page: PageNumber }) {
  const { t } = useLingui();
  const pageTitle = t(formPages[page - 1]!.title);
  return (
    <nav aria-label={t`Progress`} className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        <Trans>
          Step {page} of {PAGE_COUNT}
        </Trans>
      </p>
      <div
        role="progressbar"
        aria-label={t`Create team progress`}
        aria-valuemin={1}
        aria-valuemax={PAGE_COUNT}
        aria-valuenow={page}
        aria-valuetext={t`Step ${page} of ${PAGE_COUNT}: ${pageTitle}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(page / PAGE_COUNT) * 100}%` }} />
      </div>
      <ol className="hidden gap-2 text-xs text-slate-600 sm:flex">
        {formPages.map((p, i) => (
          <li
            key={p.title.id}
            aria-current={i + 1 === page ? 'step' : undefined}
            className={`flex-1 truncate ${i + 1 === page ? 'font-semibold text-brand-800' : ''}`}
          >
            {i + 1}. {t(p.title)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
