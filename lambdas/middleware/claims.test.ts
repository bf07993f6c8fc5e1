import { describe, expect, it } from 'vitest';
import { userFromEvent, type HttpEvent } from './http';

const eventWith = (claims: Record<string, string>) => ({ requestContext: { authorizer: { jwt: { claims, scopes: [] } } } }) as unknown as HttpEvent;

describe('userFromEvent', () => {
  it('takes the caller from an id token', () => {
    const user = userFromEvent(eventWith({ sub: 'u1', email: 'a@example.com', email_verified: 'true', token_use: 'id' }));
    expect(user).toEqual({ uid: 'u1', email: 'a@example.com', emailVerified: true, groups: [] });
  });

  it('takes no caller from an access token, which the HTTP API authorizer lets through on its client_id', () => {
    expect(userFromEvent(eventWith({ sub: 'u1', client_id: 'client', token_use: 'access' }))).toBeUndefined();
    expect(userFromEvent(eventWith({ sub: 'u1', email: 'a@example.com' }))).toBeUndefined();
  });
});
