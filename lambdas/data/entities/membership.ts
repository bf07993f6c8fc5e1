import { Entity } from 'electrodb';

export const membershipRoles = ['owner', 'admin', 'member'] as const;

/**
 * A person's membership of a team or community (teams and communities are one entity with a
 * `kind`). The table key groups members under their team; byOwner lists a person's teams.
 */
export const Membership = new Entity({
  model: { entity: 'membership', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    role: { type: membershipRoles, required: true, default: 'member' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: ['userId'] } },
    byUser: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['teamId'] },
    },
  },
});
