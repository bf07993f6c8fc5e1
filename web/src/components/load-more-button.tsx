import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from './ui';

/** The part of an SWR infinite list (pages with a `next` cursor) the button needs. */
export interface PagedList {
  data?: ReadonlyArray<{ next: string | null }> | undefined;
  size: number;
  setSize: (size: number) => unknown;
  isValidating: boolean;
}

/** "Load more" under a cursor-paged list: shown while there is a next page, busy only while that page loads. */
export function LoadMoreButton({ list, label, className = '' }: { list: PagedList; label?: string; className?: string }) {
  const { t } = useLingui();
  if (!list.data?.at(-1)?.next) return null;
  const loading = list.isValidating && list.size > list.data.length;
  return (
    <button
      type="button"
      className={`${secondaryButton} self-center ${className}`}
      disabled={loading}
      aria-busy={loading}
      onClick={() => void list.setSize(list.size + 1)}
    >
      {loading ? t`Loading…` : (label ?? t`Load more`)}
    </button>
  );
}
