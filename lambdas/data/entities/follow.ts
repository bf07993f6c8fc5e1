import { followKinds } from '@shared/schemas/follow';
import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

/**
 * A person following a host, team or place (spec §1 "hosts followed"). One item per follower →
 * target, so following twice is one item. Listed by follower (their "Hosts followed" page) and by
 * target (the followers a new event notifies, page by page: fan-out never scans).
 */
export const Follow = defineEntity('follow', {
  attributes: {
    ...requiredStrings('followerId', 'targetId'),
    targetKind: { type: followKinds, required: true },
    createdAt,
  },
  indexes: {
    byFollower: tableKey(['followerId'], ['targetKind', 'targetId']),
    byTarget: gsiKey('byOwner', ['targetKind', 'targetId'], ['followerId']),
  },
});
