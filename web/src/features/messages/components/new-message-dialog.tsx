import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import { DialogFrame } from '@web/components/dialog-frame';
import { inputClass, labelClass } from '@web/components/ui';
import { timing } from '@web/lib/timing';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/**
 * "New message": a people search (players by name around the caller's go-to city, the widest
 * radius the API allows) as a combobox with a listbox of results. Choosing a person asks the
 * server to open the direct conversation; the server applies the who-may-message rule and
 * answers 403 with the reason, shown here, so the web holds no copy of the rule.
 */
export function NewMessageDialog({
  open,
  onOpenChange,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (conversationId: string) => void;
}) {
  const { t } = useLingui();
  const ids = { input: useId(), list: useId(), status: useId() };
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const q = useDebouncedValue(text.trim(), timing.userSearchDebounceMs);
  const me = useApi('getMe', open ? {} : null);
  const city = me.data?.defaultCity ?? DEFAULT_CITY;
  const ready = open && q.length >= limits.searchMinChars && !me.isLoading;
  const people = useApi(
    'listNearbyPlayers',
    ready ? { query: { lat: city.lat, lng: city.lng, radius: limits.radiusMiles.max, q, limit: 10 } } : null,
    { keepPreviousData: true },
  );
  const openDirect = useApiMutation('openDirectConversation', { invalidates: ['listConversations'] });
  // A failed search shows no one (spec: search failures give an empty result), never the last answer.
  const items = ready && !people.error ? (people.data?.items ?? []) : [];

  const choose = async (uid: string) => {
    setError(null);
    try {
      const conversation = await openDirect.trigger({ body: { userId: uid } });
      setText('');
      onOpened(conversation.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : t`The conversation could not be opened.`);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a - 1 + items.length) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const person = items[Math.min(active, items.length - 1)];
      if (person) void choose(person.uid);
    }
  };

  const minChars = limits.searchMinChars;
  const maxMiles = limits.radiusMiles.max;
  const cityName = city.name;
  const found = items.length;
  const status = !ready
    ? t`Type at least ${minChars} characters of a name.`
    : people.error
      ? t`Error searching for user. Please try again.`
      : people.isLoading
        ? t`Searching…`
        : items.length === 0
          ? t`Nobody by that name within ${maxMiles} miles of ${cityName}.`
          : plural(found, { one: '# person found.', other: '# people found.' });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t`New message`}
      description={t`Find the person to write to.`}
      widthClass="max-w-md"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.input} className={labelClass}>
          <Trans>Name</Trans>
        </label>
        <input
          id={ids.input}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-describedby={ids.status}
          aria-activedescendant={items.length > 0 ? `${ids.list}-${Math.min(active, items.length - 1)}` : undefined}
          autoComplete="off"
          className={inputClass}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <p
          id={ids.status}
          role="status"
          className={`text-sm ${people.error && ready ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {status}
        </p>
        <ul
          id={ids.list}
          role="listbox"
          aria-label={t`People`}
          className={items.length ? 'flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200' : 'hidden'}
        >
          {items.map((p, i) => (
            <li
              key={p.uid}
              id={`${ids.list}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => void choose(p.uid)}
              className="min-h-11 cursor-pointer px-3 py-2 text-slate-900 aria-selected:bg-brand-50"
            >
              {p.displayName}
              {p.city ? ` · ${p.city}` : ''}
            </li>
          ))}
        </ul>
        {openDirect.isMutating && (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Opening the conversation…</Trans>
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </DialogFrame>
  );
}
