import { useId } from 'react';
import { limits } from '@shared/constants/limits';
import { settingsMessages } from '@shared/constants/messages';
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
  const id = useId();
  const debounced = useDebouncedValue(row.query, timing.userSearchDebounceMs);
  const settled = debounced.trim() === row.query.trim();
  const search = useFamilyLookup(uid, row.picked ? '' : debounced);
  const tooShort = row.query.trim().length < limits.searchMinChars;

  if (row.picked) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-3 py-2">
        <p className="flex-1">
          Selected user: <strong>{row.picked.displayName}</strong>
        </p>
        <button type="button" className={secondaryButton} onClick={onUnpick}>
          Change
        </button>
      </div>
    );
  }

  let result;
  if (tooShort)
    result = <p className="text-sm text-slate-600">Type at least {limits.searchMinChars} characters of an email or user ID.</p>;
  else if (!settled || search.isLoading)
    result = (
      <p role="status" className="text-sm text-slate-600">
        Searching…
      </p>
    );
  else if (search.error)
    result = (
      <p role="alert" className="text-sm font-medium text-red-700">
        {settingsMessages.searchUserError}
      </p>
    );
  else if (search.data === null)
    result = (
      <p role="alert" className="text-sm font-medium text-red-700">
        {settingsMessages.noUserFound}
      </p>
    );
  else if (search.data) {
    const user = search.data;
    result = (
      <ul aria-label="Search results" className="flex flex-col gap-1">
        <li>
          <button
            type="button"
            className={`${secondaryButton} w-full justify-start`}
            onClick={() => onPick({ uid: user.uid, displayName: user.displayName })}
          >
            Select {user.displayName}
          </button>
        </li>
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-q`} className={labelClass}>
        Search by email or user ID
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
