import { describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@shared/constants/messages';
import { person } from '../fixtures/events';
import { api, newAdmin } from '../fixtures/local';

const setBetas = (token: string, userId: string, betas: unknown) => api('PUT', `/api/admin/users/${userId}/betas`, { token, body: { betas } });
const flagsOf = (token?: string) => api('GET', '/api/flags', token ? { token } : {});

describe('beta audiences', () => {
  it('an admin puts a person in a beta; the badges flag is then on for them alone while it is off for everyone', async () => {
    const admin = await newAdmin('beta-admin');
    const [tester, other] = await Promise.all([person('beta-tester'), person('beta-other')]);
    const before = (await flagsOf()).json as { everyone: { badges: boolean } };
    expect((await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: false } })).status).toBe(200);
    try {
      const set = await setBetas(admin.idToken, tester.uid, ['badges-preview']);
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      expect(set.json).toMatchObject({ userId: tester.uid, betas: ['badges-preview'], self: false });
      const found = await api('GET', `/api/admin/users?email=${encodeURIComponent(tester.email)}`, { token: admin.idToken });
      expect(found.json.betas).toEqual(['badges-preview']);

      expect((await flagsOf(tester.idToken)).json).toMatchObject({ badges: true, everyone: { badges: false } });
      expect((await flagsOf(other.idToken)).json).toMatchObject({ badges: false });
      expect((await flagsOf()).json).toMatchObject({ badges: false });

      // Taken out again, the flag is off for them too.
      expect((await setBetas(admin.idToken, tester.uid, [])).json.betas).toEqual([]);
      expect((await flagsOf(tester.idToken)).json).toMatchObject({ badges: false });
    } finally {
      await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: before.everyone.badges } });
    }
  });

  it('refuses a non-admin with 403 and changes nothing', async () => {
    const [user, target] = await Promise.all([person('beta-nosy'), person('beta-target')]);
    const res = await setBetas(user.idToken, target.uid, ['badges-preview']);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(apiMessages.adminOnly);
    expect((await api('PUT', `/api/admin/users/${target.uid}/betas`, { body: { betas: [] } })).status).toBe(401);
    expect((await flagsOf(target.idToken)).json.badges).toBe((await flagsOf()).json.badges);
  });

  it('refuses an unknown beta, a repeated one and a missing list with 400 naming the field; an unknown person is 404', async () => {
    const admin = await newAdmin('beta-admin-2');
    const target = await person('beta-bad');
    const unknown = await setBetas(admin.idToken, target.uid, ['badges-preview', 'time-travel']);
    expect(unknown.status).toBe(400);
    expect(unknown.json.issues).toEqual([{ path: 'betas.1', message: 'Unknown beta: choose from badges-preview' }]);
    const twice = await setBetas(admin.idToken, target.uid, ['badges-preview', 'badges-preview']);
    expect(twice.status).toBe(400);
    expect((twice.json.issues as Array<{ path: string }>).map((i) => i.path)).toContain('betas');
    const missing = await api('PUT', `/api/admin/users/${target.uid}/betas`, { token: admin.idToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.issues).toEqual([{ path: 'betas', message: 'A list of betas is required' }]);

    const nobody = await setBetas(admin.idToken, 'no-such-user-0000', ['badges-preview']);
    expect(nobody.status).toBe(404);
    expect(nobody.json.message).toBe(messages.userNotFound);
  });
});
