import { domainHandler } from '../../middleware/http';
import { listNearbyEvents } from './list-nearby-events';

export const handler = domainHandler('events', { listNearbyEvents });
