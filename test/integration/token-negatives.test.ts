import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { person } from '../fixtures/events';
import { api, newAdmin, wsStatus } from '../fixtures/local';

/**
 * Every kind of token that must not make a caller, on both ways in (the HTTP API and the WebSocket).
 * Tokens signed with the local pool's own key (cognito-local ships it) prove the refusal comes from
 * the claims, not from a bad signature.
 */
const poolKey = JSON.parse(fs.readFileSync(path.resolve('node_modules/cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { jwk: JWK };

/** The same claims as a real id token, changed as asked, signed with the pool's key (or another). */
async function sign(idToken: string, change: JWTPayload, key?: CryptoKey) {
  const claims = { ...decodeJwt(idToken), ...change };
  const { kid } = decodeProtectedHeader(idToken);
  const signingKey = key ?? ((await importJWK(poolKey.jwk, 'RS256')) as CryptoKey);
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: kid! }).sign(signingKey);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('token negatives', () => {
  it('refuses every kind of bad, foreign, stale or revoked token on the API and the WebSocket', async () => {
    const user = await person('tokneg');
    const now = Math.floor(Date.now() / 1000);
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const claims = decodeJwt(user.idToken);

    // A token the pool's key signs with the real claims passes: the negatives below differ by one thing.
    const control = await sign(user.idToken, {});
    expect((await api('GET', '/api/me', { token: control })).status).toBe(200);

    const signedOut = await person('tokneg-out');
    expect((await api('POST', '/api/me/sign-out', { token: signedOut.idToken })).status).toBe(201);
    const disabled = await person('tokneg-off');
    const admin = await newAdmin('tokneg-admin');
    expect((await api('PUT', `/api/admin/users/${disabled.uid}/status`, { token: admin.idToken, body: { disabled: true } })).status).toBe(200);

    const negatives: Record<string, string> = {
      none: '',
      garbage: 'not-a-token',
      'alg none': `${b64({ alg: 'none', kid: decodeProtectedHeader(user.idToken).kid })}.${b64(claims)}.`,
      're-signed with another key': await sign(user.idToken, {}, otherKey),
      expired: await sign(user.idToken, { iat: now - 7200, exp: now - 3600 }),
      'wrong audience': await sign(user.idToken, { aud: 'someone-elses-client' }),
      'wrong issuer': await sign(user.idToken, { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil' }),
      'access token': user.accessToken,
      'after sign-out everywhere': signedOut.idToken,
      'disabled by an admin': disabled.idToken,
      // The pool would issue none while the account is disabled; one dated after the disable is still refused.
      'disabled, issued after the disable': await sign(disabled.idToken, { iat: now + 2 }),
    };
    const accepted: string[] = [];
    for (const [kind, token] of Object.entries(negatives)) {
      const http = await api('GET', '/api/me', token ? { token } : {});
      if (http.status !== 401) accepted.push(`${kind} over HTTP: ${http.status}`);
      const ws = await wsStatus(token);
      if (ws !== 401) accepted.push(`${kind} over the WebSocket: ${ws}`);
    }
    console.info(`token negatives: ${Object.keys(negatives).length} kinds × 2 ways in, ${accepted.length} accepted`);
    expect(accepted).toEqual([]);
  });
});
