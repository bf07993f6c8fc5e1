import * as z from 'zod';
import { idParam } from '../schemas/common';
import { pagedEventsDto } from '../schemas/event';
import { citySearchDto, citySearchQuery, nearbyPlacesQuery, pagedPlacesDto, placeDto, placeInput } from '../schemas/place';
import { defineRoutes } from './route-def';

/** The `places` Lambda's routes: city search, places nearby, a place and its events. */
export const placesRoutes = defineRoutes({
  searchCities: {
    method: 'GET',
    path: '/api/places/cities',
    domain: 'places',
    auth: 'public',
    query: citySearchQuery,
    output: citySearchDto,
    summary: 'US cities matching the typed text, most populous first (go-to city autocomplete).',
  },
  listNearbyPlaces: {
    method: 'GET',
    path: '/api/places/nearby',
    domain: 'places',
    auth: 'public',
    query: nearbyPlacesQuery,
    output: pagedPlacesDto,
    summary: 'Places within a radius of a point, nearest first, with a text and game-type filter, paged.',
  },
  createPlace: {
    method: 'POST',
    path: '/api/places',
    domain: 'places',
    auth: 'user',
    body: placeInput,
    output: placeDto,
    summary: 'Add a place; the caller is its creator.',
  },
  getPlace: {
    method: 'GET',
    path: '/api/places/{placeId}',
    domain: 'places',
    auth: 'public',
    params: z.object({ placeId: idParam }),
    output: placeDto,
    summary: "A place by id ('Place not found' 404).",
  },
  updatePlace: {
    method: 'PUT',
    path: '/api/places/{placeId}',
    domain: 'places',
    auth: 'user',
    params: z.object({ placeId: idParam }),
    body: placeInput,
    output: placeDto,
    summary: 'Update a place: its creator only.',
  },
  listPlaceEvents: {
    method: 'GET',
    path: '/api/places/{placeId}/events',
    domain: 'places',
    auth: 'public',
    params: z.object({ placeId: idParam }),
    query: z.object({ pastFuture: z.enum(['future', 'past']).default('future') }),
    output: pagedEventsDto,
    summary: 'Public events held at a place, soonest first.',
  },
});
