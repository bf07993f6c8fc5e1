import type { PlaceDto } from '@shared/schemas/place';

/** A place as the API returns it (getPlace, createPlace, updatePlace). */
export function placeDto(overrides: Partial<PlaceDto> = {}): PlaceDto {
  return {
    id: 'pl-1',
    name: 'Congress Park Courts',
    address: 'E 8th Ave & Josephine St, Denver, CO',
    lat: 39.7296,
    lng: -104.9573,
    gameTypes: ['Basketball', 'Pickleball'],
    description: 'Lights until 10 pm.',
    creatorId: 'user-1',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
