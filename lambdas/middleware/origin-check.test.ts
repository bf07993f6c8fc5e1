import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as systemHandler } from '../http/system/index';
import { resetEnv } from '../lib/env';
import { handler as stripeWebhook } from '../webhooks/stripe';
import type { HttpEvent } from './http';
import { cameThroughCloudFront, originRefusedMessage, originVerifyHeader } from './origin-check';

const secret = 'Q7f3kV9xL2mN8pR4tW6yB1cD5gH0jK3sA9uE2iO7zX4vC8nM6bT1qP5rY0wL3e';

/** The fields of a Lambda context the logger reads. */
const lambdaContext = (functionName: string) =>
  ({
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: 'test-request',
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;

const healthEvent = (headers: Record<string, string>): HttpEvent =>
  ({
    version: '2.0',
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    rawQueryString: '',
    headers,
    requestContext: { http: { method: 'GET', path: '/api/health' }, routeKey: 'GET /api/health' },
    isBase64Encoded: false,
  }) as unknown as HttpEvent;

const saved = { ...process.env };
beforeEach(() => {
  process.env = { ...saved, TABLE_NAME: 'rally-test' };
  delete process.env.ORIGIN_SECRET;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnv();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

function configure(env: Record<string, string>) {
  Object.assign(process.env, env);
  resetEnv();
}

describe('the origin check (requests must come through CloudFront)', () => {
  it('passes a request carrying the secret CloudFront adds, whatever the header name’s case', () => {
    configure({ ORIGIN_SECRET: secret });
    expect(cameThroughCloudFront({ [originVerifyHeader]: secret })).toBe(true);
    // WebSocket $connect events keep the sender's case.
    expect(cameThroughCloudFront({ 'X-Origin-Verify': secret })).toBe(true);
  });

  it('refuses a request without the header, with an empty one or with a wrong one', () => {
    configure({ ORIGIN_SECRET: secret });
    expect(cameThroughCloudFront({})).toBe(false);
    expect(cameThroughCloudFront(undefined)).toBe(false);
    expect(cameThroughCloudFront({ [originVerifyHeader]: '' })).toBe(false);
    expect(cameThroughCloudFront({ [originVerifyHeader]: secret.slice(0, -1) })).toBe(false);
    expect(cameThroughCloudFront({ [originVerifyHeader]: `${secret}x` })).toBe(false);
    expect(cameThroughCloudFront({ 'x-other': secret })).toBe(false);
  });

  it('is off where no secret is configured and no Lambda runs (the local stack)', () => {
    expect(cameThroughCloudFront({})).toBe(true);
  });

  it('refuses everything in a deployed Lambda that has no secret (fail closed)', () => {
    configure({ AWS_LAMBDA_FUNCTION_NAME: 'rally-http-system' });
    expect(cameThroughCloudFront({ [originVerifyHeader]: secret })).toBe(false);
  });

  it('refuses to start with a secret too short to be the generated one', () => {
    configure({ ORIGIN_SECRET: 'short' });
    expect(() => cameThroughCloudFront({ [originVerifyHeader]: 'short' })).toThrow();
  });
});

describe('an API function behind the origin check', () => {
  it('answers 403 with a clear message before any route logic when the secret is missing or wrong', async () => {
    configure({ ORIGIN_SECRET: secret });
    for (const headers of [{}, { [originVerifyHeader]: 'guess' }] as Record<string, string>[]) {
      const result = await systemHandler(healthEvent(headers), lambdaContext('rally-system'));
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body)).toEqual({ message: originRefusedMessage });
      expect(result.headers['content-type']).toContain('application/json');
    }
  });

  it('refuses even a path no route serves, so an unknown path tells a prober nothing', async () => {
    configure({ ORIGIN_SECRET: secret });
    const event = { ...healthEvent({}), rawPath: '/api/nothing', requestContext: { http: { method: 'GET', path: '/api/nothing' } } } as unknown as HttpEvent;
    expect((await systemHandler(event, lambdaContext('rally-system'))).statusCode).toBe(403);
  });

  it('serves the route when CloudFront’s header is right, and without any header locally', async () => {
    configure({ ORIGIN_SECRET: secret });
    const through = await systemHandler(healthEvent({ [originVerifyHeader]: secret }), lambdaContext('rally-system'));
    expect(through.statusCode).toBe(200);
    expect(JSON.parse(through.body)).toMatchObject({ ok: true });
    delete process.env.ORIGIN_SECRET;
    resetEnv();
    expect((await systemHandler(healthEvent({}), lambdaContext('rally-system'))).statusCode).toBe(200);
  });

  it('refuses a Stripe webhook that did not come through CloudFront before anything else', async () => {
    configure({ ORIGIN_SECRET: secret });
    const webhook = (headers: Record<string, string>) =>
      ({ headers, body: '{}', isBase64Encoded: false, rawPath: '/api/webhooks/stripe' }) as unknown as APIGatewayProxyEventV2;
    const refused = await stripeWebhook(webhook({ 'stripe-signature': 't=1,v1=abc' }));
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body ?? '')).toEqual({ message: originRefusedMessage });
    // Through CloudFront the same request goes on, here to 'webhooks are not set up' (no signing secret).
    const through = await stripeWebhook(webhook({ 'stripe-signature': 't=1,v1=abc', [originVerifyHeader]: secret }));
    expect(through.statusCode).toBe(503);
  });
});
