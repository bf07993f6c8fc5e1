import { domainHandler } from '../../middleware/http';
import { getAvailability } from './get-availability';
import { updateAvailability } from './update-availability';

export const handler = domainHandler('availability', { getAvailability, updateAvailability });
