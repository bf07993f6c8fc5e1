import { domainHandler } from '../../middleware/http';
import { searchCities } from './search-cities';

export const handler = domainHandler('places', { searchCities });
