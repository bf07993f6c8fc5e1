import { createdAt, defineEntity, gsiKey, tableKey, updatedAtFromCreate } from './table';

/** A partner: venues, brands, leagues, clubs, coaches; edited by admins. */
export const Partner = defineEntity('partner', {
  attributes: {
    partnerId: { type: 'string', required: true },
    ptype: { type: 'string', required: true },
    name: { type: 'string', required: true },
    tagline: { type: 'string', required: true },
    description: { type: 'string', required: true },
    city: { type: 'string', default: '' },
    website: { type: 'string', default: '' },
    preferred: { type: 'boolean', default: false },
    offer: { type: 'string', default: '' },
    placeIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    createdAt,
    updatedAt: updatedAtFromCreate,
  },
  indexes: {
    byId: tableKey(['partnerId']),
    /** partners/{ptype}: every partner of a type. */
    byType: gsiKey('byOwner', ['ptype'], ['partnerId']),
  },
});
