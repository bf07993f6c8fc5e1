import { followsRoutes } from '@shared/api/follows-routes';
import { domainHandler } from '../../middleware/http';
import { followTarget } from './follow-target';
import { getFollowStatus } from './get-follow-status';
import { listFollows } from './list-follows';
import { unfollowTarget } from './unfollow-target';

export const handler = domainHandler('follows', followsRoutes, { listFollows, getFollowStatus, followTarget, unfollowTarget });
