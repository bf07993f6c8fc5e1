import { familyRoutes } from '@shared/api/family-routes';
import { domainHandler } from '../../middleware/http';
import { createFamilyConnection } from './create-family-connection';
import { createFamilyRsvps } from './create-family-rsvps';
import { getFamilyCalendar } from './get-family-calendar';
import { listFamilyWards } from './list-family-wards';
import { deleteFamilyConnection } from './delete-family-connection';
import { listFamilyConnections } from './list-family-connections';
import { lookupFamilyMember } from './lookup-family-member';
import { respondFamilyConnection } from './respond-family-connection';

export const handler = domainHandler('family', familyRoutes, {
  listFamilyConnections,
  lookupFamilyMember,
  createFamilyConnection,
  deleteFamilyConnection,
  respondFamilyConnection,
  getFamilyCalendar,
  listFamilyWards,
  createFamilyRsvps,
});
