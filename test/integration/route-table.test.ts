import { describe, expect, it } from 'vitest';
import { buildPath, routeIds, routes, type RouteDef } from '@shared/api/routes';
import { api, newAdmin, newUser } from '../fixtures/local';

/** Walks THE route table: every new route gets these checks without writing a test. */
const table = routeIds.map((id) => [id, routes[id] as RouteDef] as const);
const concrete = (r: RouteDef) => buildPath(r.path, Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'test-id'])));

describe('route table', () => {
  describe.each(table.filter(([, r]) => r.auth !== 'public'))('%s (signed-in route)', (_id, route) => {
    it('answers 401 without a token', async () => {
      const res = await api(route.method, concrete(route));
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Unauthorized');
    });

    it('answers 401 with a forged token', async () => {
      const forged = ['eyJhbGciOiJSUzI1NiJ9', Buffer.from('{"sub":"x"}').toString('base64url'), 'sig'].join('.');
      const res = await api(route.method, concrete(route), { token: forged });
      expect(res.status).toBe(401);
    });
  });

  describe.each(table.filter(([, r]) => r.auth === 'admin'))('%s (auth: admin)', (_id, route) => {
    it("answers 403 'Only administrators can do this' to a signed-in non-admin", async () => {
      const { idToken } = await newUser('not-admin');
      const res = await api(route.method, concrete(route), { token: idToken, body: route.body ? {} : undefined });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Only administrators can do this');
    });
  });

  /** A token that may call the route: an admin's for admin routes, anyone's otherwise. */
  const tokenFor = async (route: RouteDef, prefix: string) =>
    route.auth === 'public' ? undefined : (route.auth === 'admin' ? await newAdmin(prefix) : await newUser(prefix)).idToken;

  describe.each(table.filter(([, r]) => r.body))('%s (with a body schema)', (_id, route) => {
    it('answers 400 with {message, issues} for a body that fails its schema', async () => {
      const res = await api(route.method, concrete(route), { token: await tokenFor(route, 'bad-body'), body: { unexpected: true } });
      expect(res.status).toBe(400);
      expect(typeof res.json.message).toBe('string');
      expect(Array.isArray(res.json.issues)).toBe(true);
      expect(res.json.issues!.length).toBeGreaterThan(0);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await api(route.method, concrete(route), { token: await tokenFor(route, 'bad-json'), rawBody: '{"nope":' });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Request body is not valid JSON');
    });

    it('answers 400 naming a __proto__ or constructor key nested anywhere in the body', async () => {
      const token = await tokenFor(route, 'proto-key');
      const proto = await api(route.method, concrete(route), { token, rawBody: '{"a":{"b":[{"__proto__":{"polluted":true}}]}}' });
      expect(proto.status).toBe(400);
      expect(proto.json.message).toBe('Invalid input: a.b.0.__proto__');
      const ctor = await api(route.method, concrete(route), { token, rawBody: '{"constructor":{"prototype":{"polluted":true}}}' });
      expect(ctor.status).toBe(400);
      expect(ctor.json.message).toBe('Invalid input: constructor');
    });
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const res = await api('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Route not found');
  });

  it('answers 404 for a known path with the wrong method', async () => {
    const res = await api('DELETE', '/api/health');
    expect(res.status).toBe(404);
  });

  it('serves the public health route without a token', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
