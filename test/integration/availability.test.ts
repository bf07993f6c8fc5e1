import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availabilityErrors, availabilityPrivacy, emptyWeek, type AvailabilityPrivacy } from '@shared/schemas/availability';
import { availability } from '../../lambdas/data/availability';
import { connections } from '../../lambdas/data/connections';
import { memberships } from '../../lambdas/data/memberships';
import { STALE_AVAILABILITY } from '../../lambdas/domain/availability/availability';
import { api, newUser, signIn, stack } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;
type Issues = Array<{ path: string; message: string }>;

const range = (startTime: string, endTime: string) => ({ startTime, endTime });
/** A date `n` days from today (UTC), as YYYY-MM-DD. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const weekly = () => ({
  ...emptyWeek(),
  tuesday: { isAvailable: true, timeRanges: [range('18:00', '21:00')] },
  saturday: { isAvailable: true, timeRanges: [range('09:00', '12:00'), range('14:00', '16:00')] },
});
const body = (patch: Record<string, unknown> = {}) => ({ weekly: weekly(), dateSpecific: [], privacy: {}, ...patch });
const filtered = (p: Partial<AvailabilityPrivacy>) => ({ visibilityMode: 'filtered', ...p });

const path = (uid: string) => `/api/users/${uid}/availability`;
const put = (user: User, uid: string, b: unknown) => api('PUT', path(uid), { token: user.idToken, body: b });
const get = (user: User, uid: string) => api('GET', path(uid), { token: user.idToken });

/** A signed-in person whose profile says their gender (the gender filter reads it). */
async function person(prefix: string, gender?: string) {
  const user = await newUser(prefix);
  const profile = {
    displayName: prefix.slice(0, 20),
    fullName: `${prefix} Tester`,
    defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
    additionalInfo: { sports: ['Tennis'], ...(gender ? { gender } : {}) },
  };
  expect((await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile })).status).toBe(200);
  return user;
}

/** An owner who saved hours with these privacy settings. */
async function ownerWith(privacy: Record<string, unknown>) {
  const owner = await person('owner');
  const res = await put(owner, owner.uid, body({ privacy }));
  expect(res.status).toBe(200);
  return owner;
}

const newTeam = () => `team-${randomUUID().slice(0, 8)}`;

async function seesIt(viewer: User, owner: User): Promise<boolean> {
  const res = await get(viewer, owner.uid);
  expect(res.status).toBe(200);
  if (res.json.visible) {
    expect(res.json).toMatchObject({ uid: owner.uid, visible: true, privacy: null, version: null, record: { weekly: weekly() } });
  } else {
    expect(res.json).toEqual({ uid: owner.uid, visible: false, record: null, privacy: null, version: null });
  }
  return res.json.visible as boolean;
}

describe('PUT and GET /api/users/{uid}/availability: the owner', () => {
  it('starts with nothing saved and the default privacy', async () => {
    const owner = await newUser('fresh');
    const res = await get(owner, owner.uid);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ uid: owner.uid, visible: true, record: null, privacy: availabilityPrivacy.parse({}), version: null });
  });

  it('creates, reads, updates with the loaded version, and gets 409 for a stale version', async () => {
    const owner = await newUser('owner');
    const tomorrow = inDays(2);
    const entry = { id: 'd1', date: tomorrow, timeRanges: [range('10:00', '12:00')] };
    const created = await put(owner, owner.uid, body({ dateSpecific: [entry], privacy: filtered({ connectsOnly: true }) }));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      uid: owner.uid,
      visible: true,
      version: 1,
      privacy: { visibilityMode: 'filtered', connectsOnly: true, communityFilter: 'none', requireAllFilters: false },
      record: {
        weekly: weekly(),
        dateSpecific: [{ ...entry, endDate: null, dailyTimeRanges: [], isTraveling: false, location: null }],
        updatedAt: expect.any(String),
      },
    });

    const read = await get(owner, owner.uid);
    expect(read.json).toEqual(created.json);

    const week = { ...weekly(), monday: { isAvailable: true, timeRanges: [range('07:00', '08:00')] } };
    const updated = await put(owner, owner.uid, body({ weekly: week, version: 1 }));
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ version: 2, record: { weekly: week, dateSpecific: [] }, privacy: { visibilityMode: 'public' } });

    const stale = await put(owner, owner.uid, body({ version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_AVAILABILITY);
    const again = await put(owner, owner.uid, body());
    expect(again.status).toBe(409);

    const after = await get(owner, owner.uid);
    expect(after.json).toMatchObject({ version: 2, record: { weekly: week } });
  });

  it('saves a trip with per-day hours and a location', async () => {
    const owner = await newUser('traveller');
    const [d1, d2] = [inDays(10), inDays(11)];
    const location = { city: 'Boulder', state: 'CO', country: 'US', lat: 40.015, lng: -105.2705, formattedAddress: 'Boulder, CO, USA' };
    const trip = {
      id: 'trip-1',
      date: d1,
      endDate: d2,
      timeRanges: [],
      dailyTimeRanges: [
        { date: d1, timeRanges: [range('08:00', '10:00')] },
        { date: d2, timeRanges: [range('16:00', '18:00'), range('18:00', '19:00')] },
      ],
      isTraveling: true,
      location,
    };
    const res = await put(owner, owner.uid, body({ dateSpecific: [trip] }));
    expect(res.status).toBe(200);
    expect((res.json.record as { dateSpecific: unknown[] }).dateSpecific).toEqual([trip]);
  });
});

describe('only the owner may write', () => {
  it("refuses to write someone else's availability with 403 and leaves it unchanged", async () => {
    const owner = await ownerWith({});
    const intruder = await newUser('intruder');
    const res = await put(intruder, owner.uid, body({ weekly: emptyWeek(), version: 1 }));
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Forbidden');
    const after = await get(owner, owner.uid);
    expect(after.json).toMatchObject({ version: 1, record: { weekly: weekly() } });
  });

  it('cannot create availability under a stranger id either', async () => {
    const stranger = await newUser('stranger');
    const intruder = await newUser('intruder');
    expect((await put(intruder, stranger.uid, body())).status).toBe(403);
    expect((await get(stranger, stranger.uid)).json).toMatchObject({ record: null, version: null });
  });
});

describe('bad bodies are rejected with the field named', () => {
  const day = (...timeRanges: Array<{ startTime: string; endTime: string }>) => ({ isAvailable: true, timeRanges });
  it.each([
    ['overlapping ranges', { weekly: { ...weekly(), monday: day(range('17:00', '19:00'), range('18:30', '20:00')) } }, 'weekly.monday.timeRanges.1.startTime', availabilityErrors.overlapping],
    ['a time of 25:00', { weekly: { ...weekly(), monday: day(range('25:00', '26:00')) } }, 'weekly.monday.timeRanges.0.startTime', 'Use a time like 17:00'],
    ['an end before the start', { weekly: { ...weekly(), friday: day(range('20:00', '17:00')) } }, 'weekly.friday.timeRanges.0.endTime', availabilityErrors.endTimeBeforeStartTime],
    ['an available day without ranges', { weekly: { ...weekly(), sunday: day() } }, 'weekly.sunday.timeRanges', availabilityErrors.dayWithoutRange],
    ['a past start date', { dateSpecific: [{ id: 'p', date: inDays(-3), timeRanges: [range('10:00', '11:00')] }] }, 'dateSpecific.0.date', availabilityErrors.startBeforeToday],
    ['a range longer than a month', { dateSpecific: [{ id: 'l', date: inDays(2), endDate: inDays(40), timeRanges: [range('10:00', '11:00')] }] }, 'dateSpecific.0.endDate', availabilityErrors.rangeTooLong],
    ['a trip without a location', { dateSpecific: [{ id: 't', date: inDays(2), endDate: inDays(4), isTraveling: true, timeRanges: [range('10:00', '11:00')] }] }, 'dateSpecific.0.location', availabilityErrors.locationRequired],
    ['a malformed date', { dateSpecific: [{ id: 'm', date: 'next tuesday', timeRanges: [range('10:00', '11:00')] }] }, 'dateSpecific.0.date', 'Use a date like 2026-12-01'],
    ['an unknown visibility mode', { privacy: { visibilityMode: 'friends' } }, 'privacy.visibilityMode', undefined],
  ])('rejects %s', async (_label, patch, field, message) => {
    const owner = await newUser('bad-body');
    const res = await put(owner, owner.uid, body(patch));
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(field);
    const issues = res.json.issues as Issues;
    expect(issues.map((i) => i.path)).toContain(field);
    if (message) expect(issues.find((i) => i.path === field)!.message).toBe(message);
    expect((await get(owner, owner.uid)).json.record).toBeNull();
  });

  it('rejects an unknown weekday key, naming it', async () => {
    const owner = await newUser('bad-body');
    const res = await put(owner, owner.uid, body({ weekly: { ...weekly(), Funday: { isAvailable: false, timeRanges: [] } } }));
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([expect.objectContaining({ path: 'weekly', message: expect.stringContaining('Funday') })]);
  });

  it('rejects a week missing a day', async () => {
    const owner = await newUser('bad-body');
    const { sunday: _sunday, ...sixDays } = weekly();
    const res = await put(owner, owner.uid, body({ weekly: sixDays }));
    expect(res.status).toBe(400);
    expect((res.json.issues as Issues).map((i) => i.path)).toContain('weekly.sunday');
  });

  it('rejects two date-specific entries with the same id', async () => {
    const owner = await newUser('bad-body');
    const entry = { id: 'same', date: inDays(3), timeRanges: [range('10:00', '11:00')] };
    const res = await put(owner, owner.uid, body({ dateSpecific: [entry, { ...entry, date: inDays(4) }] }));
    expect(res.status).toBe(400);
    expect((res.json.issues as Issues).map((i) => i.path)).toEqual(['dateSpecific.1.id']);
  });
});

describe('date-specific entries over time', () => {
  it('drops entries whose last day is over, on read for everyone and on the next save', async () => {
    const owner = await newUser('past');
    const viewer = await newUser('viewer');
    const past = { id: 'past', date: inDays(-9), endDate: inDays(-5), timeRanges: [range('10:00', '11:00')], dailyTimeRanges: [], isTraveling: false, location: null };
    const pastDay = { ...past, id: 'past-day', date: inDays(-3), endDate: null };
    const upcoming = { ...past, id: 'soon', date: inDays(5), endDate: null };
    // Written through the data layer: the API would refuse these start dates, time makes them past.
    await availability.save(owner.uid, { weekly: weekly(), dateSpecific: [past, pastDay, upcoming], privacy: availabilityPrivacy.parse({}) }, undefined);

    const mine = await get(owner, owner.uid);
    expect((mine.json.record as { dateSpecific: Array<{ id: string }> }).dateSpecific.map((e) => e.id)).toEqual(['soon']);
    const theirs = await get(viewer, owner.uid);
    expect((theirs.json.record as { dateSpecific: Array<{ id: string }> }).dateSpecific.map((e) => e.id)).toEqual(['soon']);

    const saved = await put(owner, owner.uid, body({ dateSpecific: [upcoming], version: 1 }));
    expect(saved.status).toBe(200);
    expect((await availability.get(owner.uid))!.dateSpecific.map((e) => e.id)).toEqual(['soon']);
  });

  it('keeps a trip under way saveable while it is unchanged, and refuses to move its start into the past', async () => {
    const owner = await newUser('trip');
    const trip = {
      id: 'ongoing',
      date: inDays(-3),
      endDate: inDays(3),
      timeRanges: [range('10:00', '11:00')],
      dailyTimeRanges: [],
      isTraveling: true,
      location: { city: 'Moab', state: 'UT', country: 'US', lat: 38.5733, lng: -109.5498, formattedAddress: 'Moab, UT, USA' },
    };
    await availability.save(owner.uid, { weekly: weekly(), dateSpecific: [trip], privacy: availabilityPrivacy.parse({}) }, undefined);

    const week = { ...weekly(), monday: { isAvailable: true, timeRanges: [range('06:00', '07:00')] } };
    const kept = await put(owner, owner.uid, body({ weekly: week, dateSpecific: [trip], version: 1 }));
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ version: 2, record: { weekly: week, dateSpecific: [trip] } });

    const edited = await put(owner, owner.uid, body({ dateSpecific: [{ ...trip, timeRanges: [range('12:00', '13:00')] }], version: 2 }));
    expect(edited.status).toBe(400);
    expect(edited.json.issues).toEqual([{ path: 'dateSpecific.0.date', message: availabilityErrors.startBeforeToday }]);

    const copied = await put(owner, owner.uid, body({ dateSpecific: [{ ...trip, id: 'copy' }], version: 2 }));
    expect(copied.status).toBe(400);
  });
});

describe("reading someone else's availability: the owner's privacy decides", () => {
  it('shows public availability to any signed-in user, without privacy or version', async () => {
    const owner = await ownerWith({ visibilityMode: 'public' });
    expect(await seesIt(await newUser('anyone'), owner)).toBe(true);
  });

  it('shows nothing (not an error) when none is saved', async () => {
    const owner = await person('nothing');
    expect(await seesIt(await newUser('viewer'), owner)).toBe(false);
  });

  it('shows filtered availability with no filter chosen to nobody but the owner', async () => {
    const owner = await ownerWith(filtered({}));
    expect(await seesIt(await person('viewer', 'Female'), owner)).toBe(false);
    expect((await get(owner, owner.uid)).json).toMatchObject({ visible: true, version: 1 });
  });

  it("filters by the viewer's gender from their profile", async () => {
    const owner = await ownerWith(filtered({ allowedGenders: ['Female', 'Non-binary'] }));
    expect(await seesIt(await person('female', 'Female'), owner)).toBe(true);
    expect(await seesIt(await person('nonbinary', 'Non-binary'), owner)).toBe(true);
    expect(await seesIt(await person('male', 'Male'), owner)).toBe(false);
    expect(await seesIt(await person('unsaid'), owner)).toBe(false);
    expect(await seesIt(await newUser('no-profile'), owner)).toBe(false);
  });

  it('sees the gender change as soon as the viewer updates their profile', async () => {
    const owner = await ownerWith(filtered({ allowedGenders: ['Female'] }));
    const viewer = await person('changing', 'Male');
    expect(await seesIt(viewer, owner)).toBe(false);
    const me = await api('GET', '/api/me', { token: viewer.idToken });
    const profile = {
      displayName: 'changing',
      fullName: 'changing Tester',
      defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
      additionalInfo: { sports: ['Tennis'], gender: 'Female' },
      version: me.json.version,
    };
    expect((await api('PUT', `/api/users/${viewer.uid}`, { token: viewer.idToken, body: profile })).status).toBe(200);
    expect(await seesIt(viewer, owner)).toBe(true);
  });

  it("'Any' as an allowed gender admits everyone signed in", async () => {
    const owner = await ownerWith(filtered({ allowedGenders: ['Any'] }));
    expect(await seesIt(await newUser('anyone'), owner)).toBe(true);
  });

  describe('communities', () => {
    it('any: shares at least one community with the owner', async () => {
      const [a, b] = [newTeam(), newTeam()];
      const owner = await ownerWith(filtered({ communityFilter: 'any' }));
      await memberships.add(a, owner.uid);
      const sharing = await newUser('sharing');
      const elsewhere = await newUser('elsewhere');
      await memberships.add(a, sharing.uid);
      await memberships.add(b, elsewhere.uid);
      expect(await seesIt(sharing, owner)).toBe(true);
      expect(await seesIt(elsewhere, owner)).toBe(false);
      expect(await seesIt(await newUser('loner'), owner)).toBe(false);
    });

    it("all: belongs to every one of the owner's communities", async () => {
      const [a, b, c] = [newTeam(), newTeam(), newTeam()];
      const owner = await ownerWith(filtered({ communityFilter: 'all' }));
      await Promise.all([memberships.add(a, owner.uid), memberships.add(b, owner.uid)]);
      const one = await newUser('one');
      const both = await newUser('both');
      await memberships.add(a, one.uid);
      await Promise.all([memberships.add(a, both.uid), memberships.add(b, both.uid), memberships.add(c, both.uid)]);
      expect(await seesIt(one, owner)).toBe(false);
      expect(await seesIt(both, owner)).toBe(true);
    });

    it('all: an owner in no community shows nobody', async () => {
      const owner = await ownerWith(filtered({ communityFilter: 'all' }));
      const viewer = await newUser('member');
      await memberships.add(newTeam(), viewer.uid);
      expect(await seesIt(viewer, owner)).toBe(false);
    });

    it('specific: belongs to a chosen community the owner is still in', async () => {
      const [a, b] = [newTeam(), newTeam()];
      const owner = await ownerWith(filtered({ communityFilter: 'specific', allowedCommunities: [b] }));
      await Promise.all([memberships.add(a, owner.uid), memberships.add(b, owner.uid)]);
      const inA = await newUser('in-a');
      const inB = await newUser('in-b');
      await memberships.add(a, inA.uid);
      await memberships.add(b, inB.uid);
      expect(await seesIt(inA, owner)).toBe(false);
      expect(await seesIt(inB, owner)).toBe(true);
      await memberships.remove(b, owner.uid);
      expect(await seesIt(inB, owner)).toBe(false);
    });
  });

  it('connections only: an accepted connection sees it, a pending request or a stranger does not', async () => {
    const owner = await ownerWith(filtered({ connectsOnly: true }));
    const friend = await newUser('friend');
    const asked = await newUser('asked');
    await connections.save(friend.uid, owner.uid, 'accepted');
    await connections.save(asked.uid, owner.uid, 'pending');
    expect(await seesIt(friend, owner)).toBe(true);
    expect(await seesIt(asked, owner)).toBe(false);
    expect(await seesIt(await newUser('stranger'), owner)).toBe(false);
    await connections.remove(owner.uid, friend.uid);
    expect(await seesIt(friend, owner)).toBe(false);
  });

  it('any filter vs all filters (requireAllFilters)', async () => {
    const team = newTeam();
    const filters = { allowedGenders: ['Female' as const], communityFilter: 'any' as const, connectsOnly: true };
    const anyOwner = await ownerWith(filtered({ ...filters, requireAllFilters: false }));
    const allOwner = await ownerWith(filtered({ ...filters, requireAllFilters: true }));
    await Promise.all([memberships.add(team, anyOwner.uid), memberships.add(team, allOwner.uid)]);

    const femaleStranger = await person('female', 'Female');
    const maleMember = await person('male', 'Male');
    await memberships.add(team, maleMember.uid);
    const everything = await person('everything', 'Female');
    await memberships.add(team, everything.uid);
    await Promise.all([connections.save(everything.uid, anyOwner.uid, 'accepted'), connections.save(everything.uid, allOwner.uid, 'accepted')]);
    const nothing = await person('nothing', 'Male');

    expect(await seesIt(femaleStranger, anyOwner)).toBe(true);
    expect(await seesIt(maleMember, anyOwner)).toBe(true);
    expect(await seesIt(everything, anyOwner)).toBe(true);
    expect(await seesIt(nothing, anyOwner)).toBe(false);

    expect(await seesIt(femaleStranger, allOwner)).toBe(false);
    expect(await seesIt(maleMember, allOwner)).toBe(false);
    expect(await seesIt(everything, allOwner)).toBe(true);
    expect(await seesIt(nothing, allOwner)).toBe(false);
  });
});

describe('GET /api/users/{uid} attaches availability through the same rule', () => {
  it('attaches public availability', async () => {
    const owner = await ownerWith({});
    const res = await api('GET', `/api/users/${owner.uid}`, { token: (await newUser('viewer')).idToken });
    expect(res.status).toBe(200);
    expect(res.json.availability).toMatchObject({ weekly: weekly(), dateSpecific: [], updatedAt: expect.any(String) });
    expect(res.json.availability).not.toHaveProperty('privacy');
  });

  it('attaches null when the viewer may not see it, and the record once they may', async () => {
    const owner = await ownerWith(filtered({ connectsOnly: true }));
    const viewer = await newUser('viewer');
    const hidden = await api('GET', `/api/users/${owner.uid}`, { token: viewer.idToken });
    expect(hidden.status).toBe(200);
    expect(hidden.json.availability).toBeNull();
    await connections.save(viewer.uid, owner.uid, 'accepted');
    const shown = await api('GET', `/api/users/${owner.uid}`, { token: viewer.idToken });
    expect(shown.json.availability).toMatchObject({ weekly: weekly() });
  });

  it('attaches null when none is saved, and the owner sees their own', async () => {
    const nothing = await person('nothing');
    expect((await api('GET', `/api/users/${nothing.uid}`, { token: (await newUser('viewer')).idToken })).json.availability).toBeNull();
    const owner = await ownerWith(filtered({}));
    expect((await api('GET', `/api/users/${owner.uid}`, { token: owner.idToken })).json.availability).toMatchObject({ weekly: weekly() });
  });
});

describe('seeded demo data', () => {
  it("shows the organizer's community-only hours to the player (both in the Dink Squad), not to a newcomer", async () => {
    const { organizer, player } = stack().seededUsers;
    const asPlayer = await signIn('player@example.com', 'Password123!');
    const res = await api('GET', path(organizer!), { token: asPlayer.idToken });
    expect(res.json).toMatchObject({ visible: true, record: { weekly: { monday: { isAvailable: true } } } });
    const newcomer = await newUser('newcomer');
    expect((await get(newcomer, organizer!)).json.visible).toBe(false);
    const playerHours = await get(newcomer, player!);
    expect(playerHours.json).toMatchObject({
      visible: true,
      record: { weekly: { tuesday: { isAvailable: true, timeRanges: [range('18:00', '21:00')] }, saturday: { timeRanges: [range('09:00', '12:00')] } } },
    });
  });
});
