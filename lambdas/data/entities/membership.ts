import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

export const membershipRoles = ['owner', 'admin', 'member'] as const;

/**
 * A person's membership of a team or community (teams and communities are one entity with a
 * `kind`). The table key groups members under their team; byOwner lists a person's teams.
 */
export const Membership = defineEntity('membership', {
  attributes: {
    ...requiredStrings('teamId', 'userId'),
    role: { type: membershipRoles, required: true, default: 'member' },
    createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['userId']),
    byUser: gsiKey('byOwner', ['userId'], ['teamId']),
  },
});
