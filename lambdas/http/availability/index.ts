import { availabilityRoutes } from '@shared/api/availability-routes';
import { domainHandler } from '../../middleware/http';
import { getAvailability } from './get-availability';
import { updateAvailability } from './update-availability';

export const handler = domainHandler('availability', availabilityRoutes, { getAvailability, updateAvailability });
