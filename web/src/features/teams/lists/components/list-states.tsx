import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButton } from '@web/components/ui';
import { pagerState } from '../directory-query';

/** Card-shaped placeholders while a list loads, announced once. */
export function ListLoading({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" data-testid="list-skeleton" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6">
      <p className="font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/** Previous / Next with the page number; `busy` while the next page loads. */
export function Pager({
  page,
  hasMore,
  busy,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const { canPrevious, canNext } = pagerState(page, hasMore);
  if (!canPrevious && !canNext) return null;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3">
      <button type="button" className={secondaryButton} disabled={!canPrevious || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {busy ? <Trans>Page {page} (loading…)</Trans> : <Trans>Page {page}</Trans>}
      </span>
      <button type="button" className={secondaryButton} disabled={!canNext || busy} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
