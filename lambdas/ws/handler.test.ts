import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../lib/env';
import { originRefusedMessage, originVerifyHeader } from '../middleware/origin-check';
import { handler } from './handler';

const secret = 'Zr4Tq8Wm2Xn6Vb0Lc3Kd7Jf1Hg5Ps9Oa2Ie6Uy4Rt8Ew0Qz3Mx7Nc1Bv5Lk9Jh';
const saved = { ...process.env };
beforeEach(() => {
  process.env = { ...saved, TABLE_NAME: 'rally-test', ORIGIN_SECRET: secret };
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  resetEnv();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

const connect = (headers?: Record<string, string>) => ({ requestContext: { routeKey: '$connect', connectionId: 'c1', authorizer: null }, headers });

describe('the WebSocket $connect route', () => {
  it('refuses a connect that did not come through CloudFront with 403, before looking at the caller', async () => {
    for (const headers of [undefined, {}, { [originVerifyHeader]: 'guess' }] as Array<Record<string, string> | undefined>) {
      const result = await handler(connect(headers));
      expect(result).toMatchObject({ statusCode: 403 });
      expect(JSON.parse((result as { body: string }).body)).toEqual({ message: originRefusedMessage });
    }
  });

  it('lets a connect through CloudFront go on to the caller check (no caller here: 401)', async () => {
    expect(await handler(connect({ 'X-Origin-Verify': secret }))).toMatchObject({ statusCode: 401 });
  });

  it('does not ask for the header locally, where no secret is configured', async () => {
    delete process.env.ORIGIN_SECRET;
    resetEnv();
    expect(await handler(connect())).toMatchObject({ statusCode: 401 });
  });
});
