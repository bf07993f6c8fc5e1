import type * as z from 'zod';
import { gameMessages, messages } from '@shared/constants/messages';
import type { nearbyPlacesQuery, PlaceDto, PlaceInput, pagedPlacesDto } from '@shared/schemas/place';
import { places, type PlaceItem } from '../../data/places';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { Caller } from '../../lib/caller';

type NearbyPlacesQuery = z.infer<typeof nearbyPlacesQuery>;
type PagedPlacesDto = z.infer<typeof pagedPlacesDto>;

export const toPlaceDto = (p: PlaceItem & { distanceMiles?: number }): PlaceDto => ({
  id: p.placeId,
  name: p.name,
  address: p.address,
  lat: p.lat,
  lng: p.lng,
  gameTypes: p.gameTypes ?? [],
  description: p.description ?? '',
  creatorId: p.creatorId,
  createdAt: p.createdAt ?? new Date(0).toISOString(),
  ...(p.distanceMiles === undefined ? {} : { distanceMiles: Math.round(p.distanceMiles * 10) / 10 }),
});

const fieldsOf = (input: PlaceInput) => ({
  name: input.name,
  address: input.address,
  description: input.description,
  lat: input.lat,
  lng: input.lng,
  gameTypes: [...new Set(input.gameTypes)],
});

export async function getPlace(placeId: string): Promise<PlaceDto> {
  const place = await places.get(placeId);
  if (!place) throw new NotFoundError(messages.placeNotFound);
  return toPlaceDto(place);
}

/** Any signed-in person may add a place; they become its creator. */
export async function createPlace(user: Pick<Caller, 'uid'>, input: PlaceInput): Promise<PlaceDto> {
  const place = await places.create(fieldsOf(input), user.uid);
  logger.info('place created', { placeId: place.placeId, uid: user.uid });
  return toPlaceDto(place);
}

/** Only the creator edits; the write is conditional on the version read, so edits never cross. */
export async function updatePlace(user: Pick<Caller, 'uid'>, placeId: string, input: PlaceInput): Promise<PlaceDto> {
  const place = await places.get(placeId);
  if (!place) throw new NotFoundError(messages.placeNotFound);
  if (place.creatorId !== user.uid) throw new ForbiddenError(gameMessages.notPlaceCreator);
  const saved = await places.update(placeId, fieldsOf(input), place.version ?? 1);
  if (!saved) throw new ConflictError(gameMessages.stalePlace);
  logger.info('place updated', { placeId, uid: user.uid });
  return toPlaceDto(saved);
}

/** Case-insensitive "contains" over name and address. */
export const matchesText = (p: Pick<PlaceItem, 'name' | 'address'>, q: string | undefined) => {
  const needle = q?.trim().toLocaleLowerCase();
  return !needle || p.name.toLocaleLowerCase().includes(needle) || p.address.toLocaleLowerCase().includes(needle);
};

/** Places by location (§7: bounds, page, filter): nearest first, filtered, one page. */
export async function listNearbyPlaces(q: NearbyPlacesQuery): Promise<PagedPlacesDto> {
  const found = await places.nearby({ lat: q.lat, lng: q.lng, radiusMiles: q.radius });
  const matching = found.filter((p) => matchesText(p, q.q) && (!q.gameType || (p.gameTypes ?? []).includes(q.gameType)));
  const start = (q.page - 1) * q.limit;
  return {
    items: matching.slice(start, start + q.limit).map(toPlaceDto),
    total: matching.length,
    page: q.page,
    hasMore: start + q.limit < matching.length,
  };
}
