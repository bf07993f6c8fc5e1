import { searchCities as search } from '../../domain/places/city-search';
import { route } from '../../middleware/http';

export const searchCities = route('searchCities', ({ query }) => search(query));
