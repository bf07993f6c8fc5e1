import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../lib/errors';
import { resetEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { systemRoutes } from '@shared/api/system-routes';
import { domainHandler, route, type HttpEvent } from './http';

/** A visitor's GET /api/health as API Gateway hands it over. */
const healthCheck = {
  version: '2.0',
  routeKey: 'GET /api/health',
  rawPath: '/api/health',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: { requestId: 'req-1', routeKey: 'GET /api/health', http: { method: 'GET', path: '/api/health' } },
} as unknown as HttpEvent;

describe('a route that refuses a request', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'rally-test');
    resetEnv();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetEnv();
  });

  it('answers with the refusal and logs why under a key the logger keeps ("message" is its own and dropped)', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const refuse = route('getHealth', () => {
      throw new ConflictError('Taken');
    });
    domainHandler('system', systemRoutes, { getHealth: refuse });
    const response = await refuse(healthCheck);
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Taken' });
    expect(info).toHaveBeenCalledWith('request rejected', { route: 'getHealth', statusCode: 409, reason: 'Taken' });
  });

  it('answers an answer outside the route’s output schema with a logged 500, never a 400 that blames the request', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = route('getHealth', () => ({ status: 42 }) as never);
    domainHandler('system', systemRoutes, { getHealth: broken });
    const response = await broken(healthCheck);
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body).issues).toBeUndefined();
    expect(error).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ error: expect.objectContaining({ message: expect.stringContaining('getHealth answered outside its output schema') }) }));
  });
});
