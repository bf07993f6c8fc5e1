import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { limits } from '@shared/constants/limits';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { timing } from '@web/lib/timing';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useFamilyLookup } from '../use-family-lookup';
import type { FamilyRow, PickedUser } from '../family-rows';

/**
 * Spec §5: find a registered user by e-mail (text with @) or by id, from 3 characters, 300 ms
 * after typing stops; the person must pick the result.
 */
export function UserSearch({
  uid,
  row,
  error,
  onQuery,
  onPick,
  onUnpick,
}: {
  /** The signed-in person adding to their family. */
  uid: string;
  row: FamilyRow;
  error?: string | undefined;
  onQuery: (query: string) => void;
  onPick: (user: PickedUser) => void;
  onUnpick: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const minChars = limits.searchMinChars;
  const debounced = useDebouncedValue(row.query, timing.userSearchDebounceMs);
  const settled = debounced.trim() === row.query.trim();
  const search = useFamilyLookup(uid, row.picked ? '' : debounced);
  const tooShort = row.query.trim().length < limits.searchMinChars;

  if (row.picked) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-3 py-2">
        <p className="flex-1">
          <Trans>
            Selected user: <strong>{row.picked.displayName}</strong>
          </Trans>
        </p>
        <button type="button" className={secondaryButton} onClick={onUnpick}>
          <Trans>Change</Trans>
        </button>
      </div>
    );
  }

  let result;
  if (tooShort)
    result = (
      <p className="text-sm text-slate-600">
        <Trans>Type at least {minChars} characters of an email or user ID.</Trans>
      </p>
    );
  else if (!settled || search.isLoading)
    result = (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Searching…</Trans>
      </p>
    );
  else if (search.error)
    result = (
      <p role="alert" className="text-sm font-medium text-red-700">
        <Trans>Error searching for user. Please try again.</Trans>
      </p>
    );
  else if (search.data === null)
    result = (
      <p role="alert" className="text-sm font-medium text-red-700">
        <Trans>No user found with this email or UID</Trans>
      </p>
    );
  else if (search.data) {
    const user = search.data;
    const name = user.displayName;
    result = (
      <ul aria-label={t`Search results`} className="flex flex-col gap-1">
        <li>
          <button
            type="button"
            className={`${secondaryButton} w-full justify-start`}
            onClick={() => onPick({ uid: user.uid, displayName: user.displayName })}
          >
            <Trans>Select {name}</Trans>
          </button>
        </li>
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-q`} className={labelClass}>
        <Trans>Search by email or user ID</Trans>
      </label>
      <input
        id={`${id}-q`}
        type="search"
        autoComplete="off"
        value={row.query}
        onChange={(event) => onQuery(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      <div aria-live="polite">{result}</div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
