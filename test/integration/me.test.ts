import { describe, expect, it } from 'vitest';
import { api, newUser } from '../fixtures/local';

const profile = {
  displayName: 'Alex',
  fullName: 'Alex Morgan',
  defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  joinReason: 'Find-events',
  additionalInfo: { sports: ['Pickleball'], pronoun: 'They/Them' },
};

describe('GET /api/me and PUT /api/users/{uid} (own profile)', () => {
  it('returns a new user (no additional info) before the first save', async () => {
    const user = await newUser();
    const res = await api('GET', '/api/me', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      hasAdditionalInfo: false,
      version: 0,
    });
  });

  it('creates the profile on first save with the spec privacy defaults, then reads it back', async () => {
    const user = await newUser();
    const saved = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ displayName: 'Alex', hasAdditionalInfo: true, version: 1, userSubscription: 'Free' });
    expect(saved.json.privacySettings).toEqual({
      blocklist: [],
      messagesFromAnyone: true,
      publicBadges: true,
      publicOnlineStatus: true,
      publicUpcomingGames: true,
      publicGamesAttended: true,
    });
    expect((saved.json.defaultCity as { hash: string }).hash).toMatch(/^9xj6/);
    const read = await api('GET', '/api/me', { token: user.idToken });
    expect(read.json).toMatchObject({ displayName: 'Alex', fullName: 'Alex Morgan', version: 1 });
  });

  it('rejects a display name shorter than 2 characters and names the field', async () => {
    const user = await newUser();
    const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: { ...profile, displayName: 'A' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('displayName');
    expect(res.json.issues!.map((i) => i.path)).toContain('displayName');
  });

  it('rejects a birthdate younger than 13 years', async () => {
    const user = await newUser();
    const recent = new Date(Date.now() - 5 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: { ...profile, birthdate: recent } });
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('birthdate');
  });

  it('refuses a save based on a stale version with 409 and keeps the newer data', async () => {
    const user = await newUser();
    await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile });
    const second = await api('PUT', `/api/users/${user.uid}`, {
      token: user.idToken,
      body: { ...profile, displayName: 'Second', version: 1 },
    });
    expect(second.status).toBe(200);
    const stale = await api('PUT', `/api/users/${user.uid}`, {
      token: user.idToken,
      body: { ...profile, displayName: 'Stale', version: 1 },
    });
    expect(stale.status).toBe(409);
    const read = await api('GET', '/api/me', { token: user.idToken });
    expect(read.json.displayName).toBe('Second');
  });

  it('only ever shows a person their own profile', async () => {
    const a = await newUser('a');
    const b = await newUser('b');
    await api('PUT', `/api/users/${a.uid}`, { token: a.idToken, body: { ...profile, displayName: 'Only A' } });
    const res = await api('GET', '/api/me', { token: b.idToken });
    expect(res.json.uid).toBe(b.uid);
    expect(res.json.displayName).toBeNull();
  });
});
