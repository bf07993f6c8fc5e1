import { beforeAll, describe, expect, it } from 'vitest';
import { events, type NewEvent } from '../../lambdas/data/events';
import { distanceMiles } from '../../lambdas/data/geo';
import { api } from '../fixtures/local';

type Item = { id: string; title: string; distanceMiles: number; dateStart: string; gameType: string };

/** A quiet spot in Montana, far from the Denver seed, so the brute force knows every event around it. */
const centre = { lat: 45.68, lng: -111.04 };
const HOUR = 3_600_000;
const run = Date.now().toString(36);

/** Deterministic PRNG (mulberry32). */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const types = ['Basketball', 'Soccer', 'Pickleball', 'Tennis'] as const;
interface Seeded {
  id: string;
  lat: number;
  lng: number;
  startMs: number;
  gameType: string;
  title: string;
  isPrivate: boolean;
  cancelled: boolean;
}
const seeded: Seeded[] = [];

function item(s: Seeded): NewEvent {
  const dateStart = new Date(s.startMs).toISOString();
  return {
    eventId: s.id,
    title: s.title,
    description: 'Seeded for the discover test',
    gameType: s.gameType,
    dateStart,
    dateStartMs: s.startMs,
    lastOccurrenceMs: s.startMs,
    timeZone: 'America/Denver',
    durationMinutes: 60,
    creatorId: 'discover-test',
    location: { name: `Court ${s.id.slice(-3)}`, lat: s.lat, lng: s.lng },
    isPrivate: s.isPrivate,
    cancelled: s.cancelled,
    searchText: `${s.title} seeded for the discover test court`.toLowerCase(),
    favoriteCount: 0,
    version: 1,
  };
}

beforeAll(async () => {
  const rand = prng(42);
  const now = Date.now();
  for (let i = 0; i < 400; i++) {
    const d = Math.sqrt(rand()) * 60;
    const bearing = rand() * 2 * Math.PI;
    const lat = centre.lat + (d / 69.055) * Math.cos(bearing);
    const lng = centre.lng + (d / (69.055 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing);
    const startMs = Math.round(now + (rand() * 30 - 10) * 24 * HOUR);
    const gameType = types[Math.floor(rand() * types.length)]!;
    seeded.push({
      id: `disc-${run}-${String(i).padStart(3, '0')}`,
      lat,
      lng,
      startMs,
      gameType,
      title: `${gameType} ${i % 7 === 0 ? 'Night Owls' : 'Meetup'} ${i}`,
      isPrivate: i % 11 === 0,
      cancelled: i % 13 === 0,
    });
  }
  await events.putMany(seeded.map(item));
});

async function all(query: string): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await api('GET', `/api/events/nearby?lat=${centre.lat}&lng=${centre.lng}&limit=100&page=${page}&${query}`);
    expect(res.status).toBe(200);
    out.push(...(res.json.items as Item[]));
    expect(res.json.total).toBeGreaterThanOrEqual(out.length);
    if (!res.json.hasMore) return out;
  }
}

const listed = (s: Seeded) => !s.isPrivate && !s.cancelled;
const dist = (s: Seeded) => distanceMiles(centre, s);

describe('discover against brute force', () => {
  for (const radius of [5, 10, 25, 50]) {
    it(`finds exactly the listed future events within ${radius} miles, nearest first`, async () => {
      const now = Date.now();
      const got = await all(`radius=${radius}`);
      const expected = seeded.filter((s) => listed(s) && s.startMs >= now + 5_000 && dist(s) <= radius);
      const gotIds = got.map((g) => g.id).filter((id) => id.startsWith(`disc-${run}`));
      // Events starting during the request may fall out of a future search: compare with a small grace.
      const borderline = seeded.filter((s) => Math.abs(s.startMs - now) < 5_000).map((s) => s.id);
      expect(gotIds.filter((id) => !borderline.includes(id)).sort()).toEqual(
        expected
          .map((s) => s.id)
          .filter((id) => !borderline.includes(id))
          .sort(),
      );
      const distances = got.map((g) => g.distanceMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });
  }

  it('never lists private or cancelled events', async () => {
    const got = new Set((await all('radius=50')).map((g) => g.id));
    for (const s of seeded.filter((x) => !listed(x))) expect(got.has(s.id)).toBe(false);
    const past = new Set((await all('radius=50&pastFuture=past')).map((g) => g.id));
    for (const s of seeded.filter((x) => !listed(x))) expect(past.has(s.id)).toBe(false);
  });

  it('lists past events newest first when sorted by date', async () => {
    const now = Date.now();
    const got = await all('radius=25&pastFuture=past&sort=date');
    const expected = seeded.filter((s) => listed(s) && s.startMs < now - 5_000 && dist(s) <= 25);
    expect(got.map((g) => g.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const starts = got.map((g) => Date.parse(g.dateStart));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('filters by an epoch-ms window, game type and text', async () => {
    const now = Date.now();
    const from = now + 2 * 24 * HOUR;
    const to = now + 9 * 24 * HOUR;
    const got = await all(`radius=40&from=${from}&to=${to}&gameType=Soccer&q=NIGHT%20owls&sort=date`);
    const expected = seeded.filter(
      (s) =>
        listed(s) &&
        s.startMs >= from &&
        s.startMs <= to &&
        s.gameType === 'Soccer' &&
        s.title.includes('Night Owls') &&
        dist(s) <= 40,
    );
    expect(got.map((g) => g.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const starts = got.map((g) => Date.parse(g.dateStart));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('pages with total and hasMore', async () => {
    const first = await api('GET', `/api/events/nearby?lat=${centre.lat}&lng=${centre.lng}&radius=50&limit=7&page=1`);
    const second = await api('GET', `/api/events/nearby?lat=${centre.lat}&lng=${centre.lng}&radius=50&limit=7&page=2`);
    expect(first.json).toMatchObject({ page: 1, hasMore: true });
    expect((first.json.items as Item[]).length).toBe(7);
    expect(second.json.total).toBe(first.json.total);
    const ids = [...(first.json.items as Item[]), ...(second.json.items as Item[])].map((i) => i.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('shows a recurring event once, at its next occurrence in the window', async () => {
    const now = Date.now();
    const start = now + 24 * HOUR;
    const endDate = new Date(start + 20 * 24 * HOUR).toISOString().slice(0, 10);
    const id = `disc-${run}-weekly`;
    await events.put({
      ...item({
        id,
        lat: centre.lat + 0.01,
        lng: centre.lng,
        startMs: start,
        gameType: 'Tennis',
        title: 'Weekly Tennis',
        isPrivate: false,
        cancelled: false,
      }),
      timeZone: 'UTC',
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate },
      lastOccurrenceMs: start + 14 * 24 * HOUR,
    });
    const from = start + 3 * 24 * HOUR;
    const got = (await all(`radius=5&from=${from}`)).filter((g) => g.id === id);
    expect(got).toHaveLength(1);
    expect(got[0]!.dateStart).toBe(new Date(start + 7 * 24 * HOUR).toISOString());
  });
});
