import { placesRoutes } from '@shared/api/places-routes';
import { domainHandler } from '../../middleware/http';
import { createPlace } from './create-place';
import { getPlace } from './get-place';
import { listNearbyPlaces } from './list-nearby-places';
import { listPlaceEvents } from './list-place-events';
import { searchCities } from './search-cities';
import { updatePlace } from './update-place';

export const handler = domainHandler('places', placesRoutes, {
  searchCities,
  listNearbyPlaces,
  createPlace,
  getPlace,
  updatePlace,
  listPlaceEvents,
});
