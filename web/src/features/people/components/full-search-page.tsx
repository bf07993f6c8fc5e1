import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import { EventCard } from '@web/components/event-card';
import { inputClass, labelClass, primaryButton, textLink } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
import { gameTypeName } from '@web/lib/game-types';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { useMyCity } from '../api/players';
import { pointFrom } from '../point';
import { ConnectButton } from './connect-button';
import { PersonRow } from './person-row';

/** Route `full-search`: one text over events, teams, places and players near the person's city. */
export function FullSearchPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const { city, isLoading: cityLoading } = useMyCity();
  const point = pointFrom(search, city);
  const inputId = useId();
  const hintId = useId();
  const ready = q.length >= limits.searchMinChars && !(cityLoading && !search.get('lat'));
  const { data, error, isLoading, mutate } = useApi(
    'fullSearch',
    ready ? { query: { q, lat: point.lat, lng: point.lng } } : null,
    {
      keepPreviousData: true,
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    setTooShort(value.length < limits.searchMinChars);
    if (value.length < limits.searchMinChars) return;
    const next = new URLSearchParams(search);
    next.set('q', value);
    setSearch(next);
  };
  const pointName = point.name;
  const minChars = limits.searchMinChars;
  const nothing = data && data.events.length + data.teams.length + data.places.length + data.players.length === 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{q ? t`${q} – Search | ${PRODUCT_NAME}` : t`Search | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Search</Trans>
      </h1>
      <form role="search" onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className={labelClass}>
            <Trans>Events, teams, places and players near {pointName}</Trans>
          </label>
          <input
            id={inputId}
            type="search"
            className={inputClass}
            value={text}
            maxLength={100}
            aria-invalid={tooShort || undefined}
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={hintId} className={tooShort ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
            <Trans>Type at least {minChars} characters.</Trans>
          </p>
        </div>
        <button type="submit" className={`${primaryButton} sm:mb-7`}>
          <Trans>Search</Trans>
        </button>
      </form>
      {!q ? null : error ? (
        <LoadError what={t`Search failed.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status" className="text-slate-600">
          <Trans>Searching…</Trans>
        </p>
      ) : nothing ? (
        <p role="status" className="text-slate-700">
          <Trans>
            Nothing near {pointName} matches “{q}”.
          </Trans>
        </p>
      ) : (
        <>
          <Results title={t`Events`} count={data.events.length}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </Results>
          <Results title={t`Teams and groups`} count={data.teams.length}>
            <ul className="flex flex-col gap-2">
              {data.teams.map((team) => (
                <li key={team.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <Link to={paths.team(team.id)} className={textLink}>
                    {team.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[team.city, plural(team.memberCount, { one: '# member', other: '# members' })].join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </Results>
          <Results title={t`Places`} count={data.places.length}>
            <ul className="flex flex-col gap-2">
              {data.places.map((place) => (
                <li key={place.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <Link to={paths.placeView(place.id)} className={textLink}>
                    {place.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[place.address, place.distanceMiles === undefined ? '' : formatDistance(place.distanceMiles)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </Results>
          <Results title={t`Players`} count={data.players.length}>
            <ul className="flex flex-col gap-2">
              {data.players.map((p) => (
                <PersonRow
                  key={p.uid}
                  person={p}
                  detail={[formatDistance(p.distanceMiles), p.sports.slice(0, 3).map(gameTypeName).join(', ')].filter(Boolean).join(' · ')}
                  action={<ConnectButton uid={p.uid} name={p.displayName} status={p.connection} />}
                />
              ))}
            </ul>
          </Results>
        </>
      )}
    </div>
  );
}

function Results({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-slate-900">
        {title} ({count})
      </h2>
      {children}
    </section>
  );
}
