import { followParams, followsDto, followStatusDto } from '../schemas/follow';
import { defineRoutes } from './route-def';

/** The `follows` Lambda's routes: following hosts, teams and places (spec §1 "hosts followed"). */
export const followsRoutes = defineRoutes({
  listFollows: {
    method: 'GET',
    path: '/api/follows',
    domain: 'follows',
    auth: 'user',
    output: followsDto,
    summary: 'What the caller follows, grouped by hosts, teams and places, each with its next public events.',
  },
  getFollowStatus: {
    method: 'GET',
    path: '/api/follows/{kind}/{targetId}',
    domain: 'follows',
    auth: 'user',
    params: followParams,
    output: followStatusDto,
    summary: 'Whether the caller follows this host, team or place.',
  },
  followTarget: {
    method: 'PUT',
    path: '/api/follows/{kind}/{targetId}',
    domain: 'follows',
    auth: 'user',
    params: followParams,
    output: followStatusDto,
    summary:
      'Follow a host, team or place; idempotent. 400 for a bad kind or following oneself, 404 for an unknown target, 403 when the caller and the host blocked each other (either way).',
  },
  unfollowTarget: {
    method: 'DELETE',
    path: '/api/follows/{kind}/{targetId}',
    domain: 'follows',
    auth: 'user',
    params: followParams,
    output: followStatusDto,
    summary: 'Stop following; idempotent (nothing to remove is not an error).',
  },
});
