import { domainHandler } from '../../middleware/http';
import { followTarget } from './follow-target';
import { getFollowStatus } from './get-follow-status';
import { listFollows } from './list-follows';
import { unfollowTarget } from './unfollow-target';

export const handler = domainHandler('follows', { listFollows, getFollowStatus, followTarget, unfollowTarget });
