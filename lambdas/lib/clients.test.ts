import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cognitoClient, dynamoClient, resetClients, sesClient, sqsClient } from './clients';
import { resetEnv } from './env';

describe('SDK clients', () => {
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'rally-test');
    resetEnv();
    resetClients();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnv();
    resetClients();
  });

  it('leave out the SDK logger step, which filters every request and answer for a logger nobody set', async () => {
    const steps = (client: { middlewareStack: { identify: () => string[] } }) => client.middlewareStack.identify().join(' ');
    for (const client of [dynamoClient(), await sqsClient(), await sesClient(), await cognitoClient()]) {
      expect(steps(client)).not.toContain('loggerMiddleware');
      // The rest of the stack is the SDK's own: requests are still signed and serialised.
      expect(steps(client)).toContain('httpSigningMiddleware');
    }
  });
});
