import { afterEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../lib/env';
import { originVerifyHeader } from '../middleware/origin-check';
import { handler } from './authorizer';

describe('websocket authorizer', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnv();
  });

  it('refuses a connection without a token or with a forged one, with the message API Gateway maps to 401', async () => {
    process.env.USER_POOL_ID = 'us-east-1_TestPool1';
    process.env.USER_POOL_CLIENT_ID = 'testclient';
    delete process.env.TABLE_NAME;
    await expect(handler({ methodArn: 'arn:x', queryStringParameters: {} })).rejects.toThrow('Unauthorized');
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ', Buffer.from('{"sub":"x"}').toString('base64url'), 'sig'].join('.');
    await expect(handler({ methodArn: 'arn:x', queryStringParameters: { token: forged } })).rejects.toThrow('Unauthorized');
  });

  it('denies a connect without CloudFront’s origin header before verifying any token (403)', async () => {
    const secret = 'Hk2Lm9Np4Qr7St1Uv6Wx3Yz8Ab5Cd0Ef2Gh7Ij4Kl9Mn1Op6Qr3St8Uv5Wx0Yz';
    process.env.USER_POOL_ID = 'us-east-1_TestPool1';
    process.env.USER_POOL_CLIENT_ID = 'testclient';
    process.env.ORIGIN_SECRET = secret;
    resetEnv();
    const denied = await handler({ methodArn: 'arn:x', headers: { [originVerifyHeader]: 'guess' }, queryStringParameters: { token: 'whatever' } });
    expect(denied).toMatchObject({ policyDocument: { Statement: [{ Effect: 'Deny', Resource: 'arn:x' }] } });
    expect(await handler({ methodArn: 'arn:x', queryStringParameters: { token: 'whatever' } })).toMatchObject({
      policyDocument: { Statement: [{ Effect: 'Deny' }] },
    });
    // With the header, the token is what decides: none here, so API Gateway's 401.
    await expect(handler({ methodArn: 'arn:x', headers: { 'X-Origin-Verify': secret }, queryStringParameters: {} })).rejects.toThrow('Unauthorized');
  });
});
