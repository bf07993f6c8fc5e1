import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { gameTypes } from '@shared/constants/lists';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import { inputClass, labelClass, primaryButton, secondaryButton } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
import { useMyCity, useNearbyPlayers } from '../api/players';
import { pointFrom, radiusFrom } from '../point';
import { ConnectButton } from './connect-button';
import { PersonRow } from './person-row';
import { gameTypeName } from '@web/lib/game-types';

const sports = gameTypes.filter((g) => g !== 'Other');
const radii = [1, 2, 5, 10, 15, 20, 25, 30, 40, 50];

/** Route `find-players`: people whose go-to city is near, with sport, name and radius filters. */
export function FindPlayersPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const { city, isLoading: cityLoading } = useMyCity();
  const point = pointFrom(search, city);
  const pointName = point.name;
  const radius = radiusFrom(search);
  const sport = sports.find((s) => s === search.get('sport'));
  const name = search.get('q')?.trim() ?? '';
  const [text, setText] = useState(name);
  const ids = { sport: useId(), radius: useId(), name: useId() };

  const waitForCity = cityLoading && !search.get('lat');
  const query = { lat: point.lat, lng: point.lng, radius, ...(sport ? { sport } : {}), ...(name ? { q: name } : {}) };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useNearbyPlayers(query);
  const players = data?.flatMap((p) => p.items) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = data?.[data.length - 1]?.hasMore ?? false;

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    set('q', text.trim() || undefined);
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`Find players | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Find players</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            People who play within {radius} miles of {pointName}.
          </Trans>
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        role="search"
        aria-label={t`Filter players`}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.sport} className={labelClass}>
            <Trans>Sport</Trans>
          </label>
          <select
            id={ids.sport}
            className={inputClass}
            value={sport ?? ''}
            onChange={(e) => set('sport', e.target.value || undefined)}
          >
            <option value="">{t`Any sport`}</option>
            {sports.map((s) => (
              <option key={s} value={s}>
                {gameTypeName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.radius} className={labelClass}>
            <Trans>Distance</Trans>
          </label>
          <select id={ids.radius} className={inputClass} value={radius} onChange={(e) => set('radius', e.target.value)}>
            {radii.map((r) => (
              <option key={r} value={r}>
                {plural(r, { one: 'Within # mile', other: 'Within # miles' })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className={labelClass}>
            <Trans>Name</Trans>
          </label>
          <input id={ids.name} className={inputClass} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className={primaryButton}>
          <Trans>Search</Trans>
        </button>
      </form>
      {error ? (
        <LoadError what={t`We couldn’t load players.`} error={error} onRetry={() => void mutate()} />
      ) : waitForCity || isLoading ? (
        <p role="status" className="text-slate-600">
          <Trans>Looking for players…</Trans>
        </p>
      ) : players.length === 0 ? (
        <p role="status" className="text-slate-700">
          <Trans>No players match. Try another sport or a larger distance.</Trans>
        </p>
      ) : (
        <>
          <p role="status" className="text-slate-700">
            {plural(total, { one: '# player', other: '# players' })}
          </p>
          <ul aria-label={t`Players`} className="flex flex-col gap-2">
            {players.map((p) => (
              <PersonRow
                key={p.uid}
                person={p}
                detail={[formatDistance(p.distanceMiles), p.sports.slice(0, 4).map(gameTypeName).join(', ')].filter(Boolean).join(' · ')}
                action={<ConnectButton uid={p.uid} name={p.displayName} status={p.connection} />}
              />
            ))}
          </ul>
          {hasMore && (
            <button
              type="button"
              className={`${secondaryButton} self-center`}
              disabled={isValidating}
              onClick={() => void setSize(size + 1)}
            >
              {isValidating ? t`Loading…` : t`Show more`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
