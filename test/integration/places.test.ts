import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameMessages, messages } from '@shared/constants/messages';
import { events } from '../../lambdas/data/events';
import { distanceMiles } from '../../lambdas/data/geo';
import { places } from '../../lambdas/data/places';
import { api, newUser } from '../fixtures/local';

type City = { name: string; lat: number; lng: number };

describe('GET /api/places/cities (offline gazetteer locally)', () => {
  it("puts Denver, CO first for 'denv', with its coordinates, signed out", async () => {
    const res = await api('GET', '/api/places/cities?q=denv');
    expect(res.status).toBe(200);
    const [first] = res.json.items as City[];
    expect(first!.name).toBe('Denver, CO');
    expect(first!.lat).toBeCloseTo(39.74, 1);
    expect(first!.lng).toBeCloseTo(-104.98, 1);
  });

  it("narrows by state: 'springfield, il' is only Springfield, IL", async () => {
    const res = await api('GET', '/api/places/cities?q=springfield%2C%20il');
    expect((res.json.items as City[]).map((c) => c.name)).toEqual(['Springfield, IL']);
  });

  it('honours the limit and lists US cities only', async () => {
    const res = await api('GET', '/api/places/cities?q=san&limit=3');
    const items = res.json.items as City[];
    expect(items).toHaveLength(3);
    for (const c of items) expect(c.name).toMatch(/^.+, [A-Z]{2}$/);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await api('GET', '/api/places/cities?q=zzqx');
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([]);
  });

  it('rejects a single character with 400 naming query.q', async () => {
    const res = await api('GET', '/api/places/cities?q=x');
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('query.q');
    expect(res.json.issues!.map((i) => i.path)).toContain('query.q');
  });

  it('rejects a limit over 20', async () => {
    const res = await api('GET', '/api/places/cities?q=denv&limit=21');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('query.limit');
  });
});

// ---- Places: add, view, update, nearby ---------------------------------------------------

type PlaceBody = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  gameTypes: string[];
  description: string;
  creatorId: string;
  createdAt: string;
  distanceMiles?: number;
};
type Page = { items: PlaceBody[]; total: number; page: number; hasMore: boolean };

const court = (patch: Record<string, unknown> = {}) => ({
  name: 'Riverside Courts',
  address: '100 River Rd, Denver, CO',
  lat: 39.7392,
  lng: -104.9903,
  gameTypes: ['Pickleball', 'Tennis'],
  description: 'Six lit courts.',
  ...patch,
});

describe('POST, GET and PUT /api/places', () => {
  it('adds a place for any signed-in person, who becomes its creator, and shows it signed out', async () => {
    const alice = await newUser('placer');
    const created = await api('POST', '/api/places', { token: alice.idToken, body: court() });
    expect(created.status).toBe(201);
    const place = created.json as unknown as PlaceBody;
    expect(place).toMatchObject({ ...court(), creatorId: alice.uid });
    expect(place.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(Date.parse(place.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const read = await api('GET', `/api/places/${place.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(place);
  });

  it('defaults the description and game types, trims text and drops repeated game types', async () => {
    const alice = await newUser('placer');
    const res = await api('POST', '/api/places', {
      token: alice.idToken,
      body: { name: '  Plain Field ', address: ' 1 Main St ', lat: 39.7, lng: -105, gameTypes: ['Soccer', 'Soccer'] },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Plain Field', address: '1 Main St', description: '', gameTypes: ['Soccer'] });
  });

  it("answers 404 'Place not found' for an unknown id", async () => {
    const res = await api('GET', '/api/places/01NOPE00000000000000000000');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.placeNotFound);
    const events = await api('GET', '/api/places/01NOPE00000000000000000000/events');
    expect(events.status).toBe(404);
    expect(events.json.message).toBe(messages.placeNotFound);
  });

  it('lets the creator update every field, moving the place on the map', async () => {
    const alice = await newUser('placer');
    const { json: place } = await api('POST', '/api/places', {
      token: alice.idToken,
      body: court({ name: `Mover ${randomUUID().slice(0, 6)}` }),
    });
    const moved = court({
      name: `${place.name as string} II`,
      address: '2 Elm St, Golden, CO',
      lat: 39.7555,
      lng: -105.2211,
      gameTypes: ['Basketball'],
      description: 'Moved.',
    });
    const res = await api('PUT', `/api/places/${place.id as string}`, { token: alice.idToken, body: moved });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...moved, id: place.id, creatorId: alice.uid, createdAt: place.createdAt });
    expect((await api('GET', `/api/places/${place.id as string}`)).json).toEqual(res.json);

    // Found at its new point, no longer at the old one.
    const near = (lat: number, lng: number) =>
      api('GET', `/api/places/nearby?lat=${lat}&lng=${lng}&radius=1&q=${encodeURIComponent(moved.name as string)}`);
    expect(((await near(39.7555, -105.2211)).json as unknown as Page).items.map((p) => p.id)).toEqual([place.id]);
    expect(((await near(39.7392, -104.9903)).json as unknown as Page).items).toEqual([]);
  });

  it('refuses an update by anyone but the creator with 403, and leaves the place untouched', async () => {
    const alice = await newUser('placer');
    const mallory = await newUser('other');
    const { json: place } = await api('POST', '/api/places', { token: alice.idToken, body: court() });
    const res = await api('PUT', `/api/places/${place.id as string}`, {
      token: mallory.idToken,
      body: court({ name: 'Hijacked' }),
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(gameMessages.notPlaceCreator);
    expect((await api('GET', `/api/places/${place.id as string}`)).json.name).toBe('Riverside Courts');
  });

  it('answers 404 for updating a place that does not exist', async () => {
    const alice = await newUser('placer');
    const res = await api('PUT', '/api/places/01NOPE00000000000000000000', { token: alice.idToken, body: court() });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.placeNotFound);
  });

  it('rejects bad input naming the field', async () => {
    const alice = await newUser('placer');
    for (const [patch, field] of [
      [{ name: 'x' }, 'name'],
      [{ address: '' }, 'address'],
      [{ lat: 91 }, 'lat'],
      [{ lng: -181 }, 'lng'],
      [{ gameTypes: ['Quidditch'] }, 'gameTypes.0'],
    ] as const) {
      const res = await api('POST', '/api/places', { token: alice.idToken, body: court(patch) });
      expect(res.status, field).toBe(400);
      expect(res.json.issues!.map((i) => i.path)).toContain(field);
    }
  });
});

/** mulberry32: repeatable pseudo-random numbers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('GET /api/places/nearby', () => {
  // 200 places scattered up to ~70 miles around Salina, KS (nothing else is seeded there),
  // clustered like a town plus its surroundings, written straight through the data layer.
  const centre = { lat: 38.8403, lng: -97.6114 };
  const kinds = ['Pickleball', 'Soccer', 'Basketball', 'Tennis', 'Volleyball'] as const;
  const seededPlaces: Array<{ placeId: string; name: string; address: string; lat: number; lng: number; gameTypes: string[] }> =
    [];

  beforeAll(async () => {
    const random = seeded(20261123);
    const creator = `bench-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 200; i++) {
      const spread = i < 120 ? 0.15 : 1.1; // degrees: a dense town and a sparse region
      const lat = centre.lat + (random() * 2 - 1) * spread;
      const lng = centre.lng + (random() * 2 - 1) * spread * 1.3;
      seededPlaces.push({
        placeId: `salina-${String(i).padStart(3, '0')}-${randomUUID().slice(0, 6)}`,
        name: i % 10 === 0 ? `Riverside Park ${i}` : `Court ${i}`,
        address: i % 7 === 0 ? `${i} Santa Fe Ave, Salina, KS` : `${i} Main St, Salina, KS`,
        lat,
        lng,
        gameTypes: [kinds[i % kinds.length]!, ...(i % 3 === 0 ? [kinds[(i + 1) % kinds.length]!] : [])],
      });
    }
    for (let i = 0; i < seededPlaces.length; i += 25) {
      await Promise.all(seededPlaces.slice(i, i + 25).map((p) => places.put({ ...p, description: '', creatorId: creator })));
    }
  });

  const bruteForce = (
    lat: number,
    lng: number,
    radius: number,
    keep: (p: (typeof seededPlaces)[number]) => boolean = () => true,
  ) =>
    seededPlaces
      .map((p) => ({ ...p, d: distanceMiles({ lat, lng }, p) }))
      .filter((p) => p.d <= radius && keep(p))
      .sort((a, b) => a.d - b.d)
      .map((p) => p.placeId);

  async function all(params: string): Promise<{ ids: string[]; pages: Page[] }> {
    const pages: Page[] = [];
    for (let page = 1; ; page++) {
      const res = await api('GET', `/api/places/nearby?${params}&page=${page}&limit=100`);
      expect(res.status).toBe(200);
      pages.push(res.json as unknown as Page);
      if (!pages.at(-1)!.hasMore) break;
    }
    return { ids: pages.flatMap((p) => p.items.map((i) => i.id)), pages };
  }

  it('finds exactly the places brute force finds, nearest first, for many points and radii', async () => {
    const random = seeded(7);
    const points = [
      centre,
      ...Array.from({ length: 3 }, () => ({
        lat: centre.lat + (random() * 2 - 1) * 0.8,
        lng: centre.lng + (random() * 2 - 1) * 1,
      })),
    ];
    let compared = 0;
    for (const pt of points) {
      for (const radius of [1, 5, 10, 25, 50]) {
        const expected = bruteForce(pt.lat, pt.lng, radius);
        const { ids, pages } = await all(`lat=${pt.lat}&lng=${pt.lng}&radius=${radius}`);
        expect(ids, `${pt.lat},${pt.lng} r=${radius}`).toEqual(expected);
        expect(pages[0]!.total).toBe(expected.length);
        compared += expected.length;
        // Distances are rounded to a tenth of a mile and never exceed the radius.
        for (const item of pages.flatMap((p) => p.items)) expect(item.distanceMiles!).toBeLessThanOrEqual(radius + 0.05);
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('pages through the results: page, total and hasMore agree with the full list', async () => {
    const expected = bruteForce(centre.lat, centre.lng, 25);
    expect(expected.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await api('GET', `/api/places/nearby?lat=${centre.lat}&lng=${centre.lng}&radius=25&limit=7&page=${page}`);
      const body = res.json as unknown as Page;
      expect(body).toMatchObject({ page, total: expected.length, hasMore: page * 7 < expected.length });
      seen.push(...body.items.map((p) => p.id));
      if (!body.hasMore) break;
    }
    expect(seen).toEqual(expected);
    const beyond = await api('GET', `/api/places/nearby?lat=${centre.lat}&lng=${centre.lng}&radius=25&limit=7&page=99`);
    expect(beyond.json).toMatchObject({ items: [], total: expected.length, page: 99, hasMore: false });
  });

  it('filters by text in the name or address, ignoring case', async () => {
    const byName = bruteForce(centre.lat, centre.lng, 50, (p) => p.name.toLowerCase().includes('riverside'));
    expect(byName.length).toBeGreaterThan(3);
    expect((await all(`lat=${centre.lat}&lng=${centre.lng}&radius=50&q=RIVERside`)).ids).toEqual(byName);
    const byAddress = bruteForce(centre.lat, centre.lng, 50, (p) => p.address.includes('Santa Fe'));
    expect(byAddress.length).toBeGreaterThan(3);
    expect((await all(`lat=${centre.lat}&lng=${centre.lng}&radius=50&q=${encodeURIComponent('santa fe')}`)).ids).toEqual(
      byAddress,
    );
  });

  it('filters by game type, and combines it with text', async () => {
    const soccer = bruteForce(centre.lat, centre.lng, 50, (p) => p.gameTypes.includes('Soccer'));
    expect(soccer.length).toBeGreaterThan(10);
    expect((await all(`lat=${centre.lat}&lng=${centre.lng}&radius=50&gameType=Soccer`)).ids).toEqual(soccer);
    const both = bruteForce(centre.lat, centre.lng, 50, (p) => p.gameTypes.includes('Soccer') && p.name.includes('Riverside'));
    expect((await all(`lat=${centre.lat}&lng=${centre.lng}&radius=50&gameType=Soccer&q=riverside`)).ids).toEqual(both);
  });

  it('answers an empty page where there is nothing', async () => {
    const res = await api('GET', '/api/places/nearby?lat=0&lng=-150&radius=50');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ items: [], total: 0, page: 1, hasMore: false });
  });

  it('rejects a radius outside 1-50 miles and invalid coordinates, naming the field', async () => {
    for (const [qs, field] of [
      ['lat=39&lng=-105&radius=0', 'query.radius'],
      ['lat=39&lng=-105&radius=51', 'query.radius'],
      ['lat=91&lng=-105', 'query.lat'],
      ['lat=39&lng=abc', 'query.lng'],
      ['lat=39&lng=-105&limit=101', 'query.limit'],
      ['lat=39&lng=-105&gameType=Quidditch', 'query.gameType'],
    ] as const) {
      const res = await api('GET', `/api/places/nearby?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.json.issues!.map((i) => i.path)).toContain(field);
    }
    const res = await api('GET', '/api/places/nearby?lat=39&lng=-105&radius=0');
    expect(res.json.issues!.find((i) => i.path === 'query.radius')!.message).toBe('Radius must be between 1 and 50 miles');
  });
});

describe('GET /api/places/{placeId}/events', () => {
  type Summary = { id: string; title: string; dateStart: string; location: { placeId?: string | null; name: string } };
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();

  it('lists public, not cancelled events held there: upcoming soonest first, past newest first', async () => {
    const alice = await newUser('placer');
    const { json: place } = await api('POST', '/api/places', {
      token: alice.idToken,
      body: court({ name: `Events Court ${randomUUID().slice(0, 6)}` }),
    });
    const { json: other } = await api('POST', '/api/places', {
      token: alice.idToken,
      body: court({ name: 'Same Spot, Other Place' }),
    });
    const placeId = place.id as string;
    const now = Date.now();
    const at = (id: string) => ({
      placeId: id,
      location: { placeId: id, name: place.name as string, lat: place.lat as number, lng: place.lng as number },
    });
    const base = { gameType: 'Pickleball', durationMinutes: 60, creatorId: alice.uid, isPrivate: false, cancelled: false };
    const tag = randomUUID().slice(0, 6);
    const put = (suffix: string, start: number, extra: Record<string, unknown> = {}) =>
      events.put({ ...base, ...at(placeId), eventId: `pe-${tag}-${suffix}`, title: suffix, dateStart: iso(start), ...extra });
    await Promise.all([
      put('in-3-days', now + 3 * DAY),
      put('tomorrow', now + DAY),
      put('in-9-days', now + 9 * DAY),
      put('last-week', now - 7 * DAY),
      put('yesterday', now - DAY),
      put('private', now + 2 * DAY, { isPrivate: true }),
      put('public-now', now + 4 * DAY, { isPrivate: true, makePublicAfter: iso(now - DAY) }),
      put('cancelled', now + 2 * DAY, { cancelled: true }),
      // A weekly series that started two weeks ago and runs on: listed as upcoming, at its next date.
      put('weekly', now - 14 * DAY + 3_600_000, {
        timeZone: 'UTC',
        reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: iso(now + 30 * DAY).slice(0, 10) },
      }),
      events.put({
        ...base,
        ...at(other.id as string),
        eventId: `pe-${tag}-elsewhere`,
        title: 'elsewhere',
        dateStart: iso(now + DAY),
      }),
    ]);

    const future = await api('GET', `/api/places/${placeId}/events`);
    expect(future.status).toBe(200);
    const upcoming = future.json.items as Summary[];
    // The series' next date is an hour from now (it started two weeks ago, an hour later in the day).
    expect(upcoming.map((e) => e.title)).toEqual(['weekly', 'tomorrow', 'in-3-days', 'public-now', 'in-9-days']);
    expect(future.json).toMatchObject({ total: 5, page: 1, hasMore: false });
    const weekly = upcoming.find((e) => e.title === 'weekly')!;
    expect(Date.parse(weekly.dateStart)).toBeGreaterThanOrEqual(now);
    expect(Date.parse(weekly.dateStart)).toBeLessThanOrEqual(now + 7 * DAY);
    for (const e of upcoming) expect(e.location.placeId).toBe(placeId);
    const starts = upcoming.map((e) => e.dateStart);
    expect(starts).toEqual([...starts].sort());

    const past = await api('GET', `/api/places/${placeId}/events?pastFuture=past`);
    expect((past.json.items as Summary[]).map((e) => e.title)).toEqual(['yesterday', 'last-week']);
  });

  it('answers an empty list for a place with no events, and 400 for a bad pastFuture', async () => {
    const alice = await newUser('placer');
    const { json: place } = await api('POST', '/api/places', { token: alice.idToken, body: court({ lat: 45.1, lng: -110.2 }) });
    expect((await api('GET', `/api/places/${place.id as string}/events`)).json).toEqual({
      items: [],
      total: 0,
      page: 1,
      hasMore: false,
    });
    const bad = await api('GET', `/api/places/${place.id as string}/events?pastFuture=soon`);
    expect(bad.status).toBe(400);
    expect(bad.json.issues!.map((i) => i.path)).toContain('query.pastFuture');
  });
});
