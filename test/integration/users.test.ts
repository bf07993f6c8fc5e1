import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { api, newUser } from '../fixtures/local';

const profile = {
  displayName: 'Riley',
  fullName: 'Riley Chen',
  lastName: 'Chen',
  defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  joinReason: 'Find-people',
  additionalInfo: { sports: ['Tennis', 'Padel'], gender: 'Female', pronoun: 'She/Her' },
  bio: 'Weekend doubles.',
  phoneNumber: '+1 303 555 0100',
  birthdate: '1990-04-02',
};

/** A signed-in person with a saved profile. */
async function withProfile(prefix: string, patch: Partial<typeof profile> = {}) {
  const user = await newUser(prefix);
  const saved = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: { ...profile, ...patch } });
  expect(saved.status).toBe(200);
  return user;
}

describe('PUT /api/users/{uid}: only the owner may write a profile', () => {
  it("refuses to update another person's profile with 403 and leaves it unchanged", async () => {
    const owner = await withProfile('owner', { displayName: 'Owner' });
    const intruder = await newUser('intruder');
    const res = await api('PUT', `/api/users/${owner.uid}`, {
      token: intruder.idToken,
      body: { ...profile, displayName: 'Hacked' },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Forbidden');
    const after = await api('GET', '/api/me', { token: owner.idToken });
    expect(after.json).toMatchObject({ displayName: 'Owner', version: 1 });
  });

  it("cannot create a profile under someone else's id either", async () => {
    const stranger = await newUser('stranger');
    const intruder = await newUser('intruder');
    const res = await api('PUT', `/api/users/${stranger.uid}`, { token: intruder.idToken, body: profile });
    expect(res.status).toBe(403);
    const read = await api('GET', `/api/users/${stranger.uid}`, { token: intruder.idToken });
    expect(read.status).toBe(404);
  });

  it('saves the whole profile for its owner and computes the city geohash on the server', async () => {
    const user = await newUser();
    const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uid: user.uid,
      email: user.email,
      lastName: 'Chen',
      phoneNumber: '+1 303 555 0100',
      birthdate: '1990-04-02',
      additionalInfo: { sports: ['Tennis', 'Padel'], gender: 'Female', pronoun: 'She/Her' },
      defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903, hash: expect.stringMatching(/^9xj64/) },
    });
  });

  it.each([
    ['a display name of 26 characters', { displayName: 'x'.repeat(26) }, 'displayName'],
    ['a link as display name', { displayName: 'www.x.com' }, 'displayName'],
    ['a full name of 1 character', { fullName: 'R' }, 'fullName'],
    ['an e-mail address as full name', { fullName: 'riley@example.com' }, 'fullName'],
    ['profanity in the full name', { fullName: 'Riley Shit' }, 'fullName'],
    ['an empty last name', { lastName: '' }, 'lastName'],
    ['a last name of 101 characters', { lastName: 'x'.repeat(101) }, 'lastName'],
    ['a city without coordinates', { defaultCity: { name: 'Denver, CO' } }, 'defaultCity.lat'],
    ['an http photo', { photoURL: 'http://example.com/me.png' }, 'photoURL'],
    ['a gender not on the list', { additionalInfo: { gender: 'Robot' } }, 'additionalInfo.gender'],
    ['letters in the phone number', { phoneNumber: 'call me' }, 'phoneNumber'],
  ])('rejects %s with 400 naming the field', async (_label, patch, field) => {
    const user = await newUser('bad-body');
    const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: { ...profile, ...patch } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(field);
    expect(res.json.issues!.map((i) => i.path)).toContain(field);
  });

  it('rejects a body without the required names, listing each', async () => {
    const user = await newUser('bad-body');
    const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: { defaultCity: profile.defaultCity } });
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['displayName', 'fullName']));
  });
});

describe('GET /api/users/{uid}: another user, public fields only', () => {
  it('shows name, photo, city, bio and sports, and never e-mail, phone, birthdate or settings', async () => {
    const riley = await withProfile('riley', { displayName: 'Riley' });
    const viewer = await newUser('viewer');
    const res = await api('GET', `/api/users/${riley.uid}`, { token: viewer.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      uid: riley.uid,
      displayName: 'Riley',
      photoURL: null,
      city: 'Denver, CO',
      bio: 'Weekend doubles.',
      sports: ['Tennis', 'Padel'],
      availability: null,
      // A new profile shows upcoming games (none yet); the viewer has not connected.
      upcomingEvents: [],
      connection: 'none',
    });
    const raw = JSON.stringify(res.json);
    for (const secret of [riley.email, '+1 303 555 0100', '1990-04-02']) expect(raw).not.toContain(secret);
    for (const key of ['email', 'phoneNumber', 'birthdate', 'privacySettings', 'version', 'additionalInfo'])
      expect(res.json).not.toHaveProperty(key);
  });

  it("answers 404 'User not found' for an id with no profile", async () => {
    const viewer = await newUser('viewer');
    const res = await api('GET', '/api/users/no-such-user', { token: viewer.idToken });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.userNotFound);
  });

  it('rejects an id with characters no id has', async () => {
    const viewer = await newUser('viewer');
    const res = await api('GET', `/api/users/${encodeURIComponent('a b')}`, { token: viewer.idToken });
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('params.uid');
  });
});

describe('GET /api/users/{uid}/family/lookup: the family member search, by e-mail or by id', () => {
  const lookup = (searcher: { uid: string; idToken: string }, q: string) =>
    api('GET', `/api/users/${searcher.uid}/family/lookup?q=${encodeURIComponent(q)}`, { token: searcher.idToken });

  it('finds a user by e-mail, ignoring case, with only their id and name', async () => {
    const target = await withProfile('target', { displayName: 'Target' });
    const searcher = await newUser('searcher');
    const res = await lookup(searcher, target.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ uid: target.uid, displayName: 'Target' });
  });

  it('finds a user by id', async () => {
    const target = await withProfile('target', { displayName: 'By Id' });
    const searcher = await newUser('searcher');
    const res = await lookup(searcher, target.uid);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ uid: target.uid, displayName: 'By Id' });
  });

  it.each(['nobody-here@example.com', 'no-such-id', 'not an id#user'])("answers 404 'User not found' for %s", async (q) => {
    const searcher = await newUser('searcher');
    const res = await lookup(searcher, q);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.userNotFound);
  });

  it('needs at least 3 characters', async () => {
    const searcher = await newUser('searcher');
    const res = await lookup(searcher, 'ab');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('query.q');
  });
});
