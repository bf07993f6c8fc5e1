import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Navigation, Pencil, Printer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { PlaceDto as Place } from '@shared/schemas/place';
import { ChipList, EventLinkList } from '@web/components/lists';
import { secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { useViewer } from '../api/get-viewer';
import { directionsUrl } from '../place-values';
import { PlaceLoadError, PlaceLoading, RetryMessage } from './place-state';
import { gameTypeName } from '@web/lib/game-types';

/** Buttons for a signed-in viewer, from other features (composed by the app): follow. */
export type PlaceActions = (place: Place) => ReactNode;

/** `places/view/{id}` (public): the place, directions, the events held there, Edit for its creator and, signed in, `actions`. */
export function PlaceView({ placeId, actions }: { placeId: string; actions?: PlaceActions }) {
  const { t } = useLingui();
  const {
    data: place,
    error,
    mutate,
  } = useApi('getPlace', placeId ? { params: { placeId } } : null, { shouldRetryOnError: false });
  const { viewer } = useViewer();
  if (error && !place) return <PlaceLoadError error={error} onRetry={() => void mutate()} />;
  if (!place) return <PlaceLoading />;
  const isCreator = viewer?.uid === place.creatorId;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{`${place.name} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{place.name}</h1>
        <p className="flex items-start gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span className="sr-only">
            <Trans>Address:</Trans>{' '}
          </span>
          {place.address}
        </p>
        {place.gameTypes.length > 0 && <ChipList label={t`Game types`} items={place.gameTypes} />}
      </header>

      <div className="flex flex-wrap gap-3">
        <a href={directionsUrl(place)} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
          <Navigation aria-hidden="true" className="size-4" />
          <Trans>Directions</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(opens Google Maps in a new tab)</Trans>
          </span>
        </a>
        <Link to={paths.placePoster(place.id)} className={secondaryButton}>
          <Printer aria-hidden="true" className="size-4" />
          <Trans>Poster</Trans>
        </Link>
        {isCreator && (
          <Link to={paths.placeEdit(place.id)} className={secondaryButton}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit</Trans>
          </Link>
        )}
        {viewer && actions?.(place)}
      </div>

      {place.description && (
        <section aria-labelledby="place-about" className="flex flex-col gap-1">
          <h2 id="place-about" className="text-lg font-semibold text-slate-900">
            <Trans>About</Trans>
          </h2>
          <p className="whitespace-pre-line text-slate-800">{place.description}</p>
        </section>
      )}

      <PlaceEvents place={place} />
    </div>
  );
}

function PlaceEvents({ place }: { place: Place }) {
  const { t } = useLingui();
  const name = place.name;
  const { data, error, isLoading, mutate } = useApi('listPlaceEvents', {
    params: { placeId: place.id },
    query: { pastFuture: 'future' },
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Upcoming events here</Trans>
      </h2>
      {isLoading && !data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading events…</Trans>
        </p>
      ) : error && !data ? (
        <RetryMessage error={error} fallback={t`Events could not be loaded.`} onRetry={() => void mutate()} />
      ) : !data || data.items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No upcoming events at {name} yet.</Trans>
        </p>
      ) : (
        <EventLinkList events={data.items} label={t`Upcoming events at ${name}`} detail={(event) => gameTypeName(event.gameType)} />
      )}
    </section>
  );
}
