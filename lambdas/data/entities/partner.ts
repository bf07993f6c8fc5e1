import { Entity } from 'electrodb';

/** A partner: venues, brands, leagues, clubs, coaches; edited by admins. */
export const Partner = new Entity({
  model: { entity: 'partner', version: '1', service: 'rally' },
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
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } },
    /** partners/{ptype}: every partner of a type. */
    byType: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['ptype'] },
      sk: { field: 'gsi1sk', composite: ['partnerId'] },
    },
  },
});
