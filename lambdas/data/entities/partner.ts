import { createdAt, defineEntity, gsiKey, requiredStrings, stringListOrEmpty, tableKey, updatedAtFromCreate } from './table';

/** A partner: venues, brands, leagues, clubs, coaches; edited by admins. */
export const Partner = defineEntity('partner', {
  attributes: {
    ...requiredStrings('partnerId', 'ptype', 'name', 'tagline', 'description'),
    city: { type: 'string', default: '' },
    website: { type: 'string', default: '' },
    preferred: { type: 'boolean', default: false },
    offer: { type: 'string', default: '' },
    placeIds: stringListOrEmpty,
    createdAt,
    updatedAt: updatedAtFromCreate,
  },
  indexes: {
    byId: tableKey(['partnerId']),
    /** partners/{ptype}: every partner of a type. */
    byType: gsiKey('byOwner', ['ptype'], ['partnerId']),
  },
});
