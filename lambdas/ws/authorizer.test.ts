import { afterEach, describe, expect, it } from 'vitest';
import { handler } from './authorizer';

describe('websocket authorizer', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('refuses a connection without a token or with a forged one, with the message API Gateway maps to 401', async () => {
    process.env.USER_POOL_ID = 'us-east-1_TestPool1';
    process.env.USER_POOL_CLIENT_ID = 'testclient';
    delete process.env.TABLE_NAME;
    await expect(handler({ methodArn: 'arn:x', queryStringParameters: {} })).rejects.toThrow('Unauthorized');
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ', Buffer.from('{"sub":"x"}').toString('base64url'), 'sig'].join('.');
    await expect(handler({ methodArn: 'arn:x', queryStringParameters: { token: forged } })).rejects.toThrow('Unauthorized');
  });
});
