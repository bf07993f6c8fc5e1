import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityPrivacy, emptyWeek, toMinutes, weekdays, type AvailabilityPrivacy, type DateSpecificEntry } from '@shared/schemas/availability';
import { distanceMiles } from '@shared/geo/distance';
import { isMinor } from '@shared/people/age';
import { rangeEnd } from '../../data/geo';
import { endClassesFor, endClassOf, FILL_END_CLASS_MAX, slotCover, slotGeoKeys, type FillSlotWrite, type SlotPartition } from '../../data/fill';
import { canSeeAvailability } from '../availability/visibility';
import { eligibleRows, rowCovers, visibleTo, type FillTarget } from './rank';
import { nearestEligible, nextRing, RING_MILES, rowsInRing } from './search';
import { fillPersonOf, slotRowsOf, type FillPerson, type FillRecord } from './slots';

const CITY = { lat: 39.74, lng: -104.99 };
const DATE = '2026-12-02';
const WEEKDAY = weekdays[(new Date(`${DATE}T00:00:00Z`).getUTCDay() + 6) % 7]!;
const NOW = new Date('2026-11-27T12:00:00Z');
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const range = (start: number, end: number) => ({ startTime: hhmm(start), endTime: hhmm(Math.min(end, 23 * 60 + 59)) });

const target = (startMinute: number, minutes: number, gameType = 'Soccer'): FillTarget => ({
  gameType,
  point: CITY,
  date: DATE,
  weekday: WEEKDAY,
  startMinute,
  endMinute: startMinute + minutes,
});

/** The index held in memory, read exactly as the byGeo Query reads it. */
function memoryIndex(rows: FillSlotWrite[]) {
  let reads = 0;
  const read = (p: SlotPartition, span: { from: string; to: string }) => {
    const found = rows.filter(
      (r) => r.geoCell === p.geoCell && r.sport === p.sport && r.weekday === p.weekday && r.hour === p.hour && r.endClass === p.endClass && r.geohash >= span.from && r.geohash <= span.to,
    );
    reads += found.length;
    return Promise.resolve(found);
  };
  return { read, reads: () => reads };
}

const publicPrivacy = availabilityPrivacy.parse({});

describe('slot rows', () => {
  const person: FillPerson = { uid: 'p1', home: CITY, sports: ['Soccer'], radiusMiles: 15, birthdate: null };
  it('files everyone free until a game ends in an end class the game reads, and reads no class of those gone before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 4 - 1 }), fc.integer({ min: 1, max: 12 * 4 }), fc.integer({ min: 1, max: 24 * 4 }), (start, quarters, endQuarter) => {
        const [s, e] = [start * 15, start * 15 + quarters * 15];
        const hour = Math.floor(s / 60);
        const end = Math.max(endQuarter * 15, hour * 60 + 1);
        const read = endClassesFor(s, e);
        expect(read.at(-1)).toBe(FILL_END_CLASS_MAX);
        // A range in this hour's item running to `end`: read whenever it lasts to the game's end.
        if (end >= e) expect(read).toContain(endClassOf(hour, [[hour * 60, end]]));
        if (endClassOf(hour, [[hour * 60, end]]) < read[0]!) expect(end).toBeLessThan(e);
      }),
      { numRuns: 2000 },
    );
  });
  it('keeps weekly hours and the dated entries of that weekday in one partition, each on its own day', () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(18 * 60, 20 * 60)] };
    const entry: DateSpecificEntry = { id: 'd', date: DATE, endDate: null, timeRanges: [range(18 * 60, 19 * 60 + 45)], dailyTimeRanges: [], isTraveling: false, location: null };
    const rows = slotRowsOf(person, { weekly, dateSpecific: [entry], privacy: publicPrivacy }).filter((r) => r.hour === 18);
    expect(rows.map((r) => [r.day, r.weekday, r.endClass]).sort()).toEqual([
      [DATE, WEEKDAY, 3],
      [WEEKDAY, WEEKDAY, 4],
    ]);
  });
  it('lists a person free at 18:00-20:00 on their weekday for a game 18:30-19:30 and not for 19:30-20:30', () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(18 * 60, 20 * 60)] };
    const rows = slotRowsOf(person, { weekly, dateSpecific: [], privacy: publicPrivacy });
    expect(rows.some((r) => rowCovers(r, target(18 * 60 + 30, 60)))).toBe(true);
    expect(rows.some((r) => rowCovers(r, target(19 * 60 + 30, 60)))).toBe(false);
  });
  it('takes a date-specific entry instead of the weekly hours on its date', () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(18 * 60, 20 * 60)] };
    const entry = { id: 'e1', date: DATE, endDate: null, timeRanges: [range(9 * 60, 11 * 60)], dailyTimeRanges: [], isTraveling: false, location: null };
    const rows = slotRowsOf(person, { weekly, dateSpecific: [entry], privacy: publicPrivacy });
    expect(rows.some((r) => rowCovers(r, target(18 * 60 + 30, 60)))).toBe(false);
    expect(rows.some((r) => rowCovers(r, target(9 * 60 + 30, 60)))).toBe(true);
  });
  it('places a trip at its own location, not at home', () => {
    const far = { city: 'Boulder', state: 'CO', country: 'US', lat: 40.01, lng: -105.27, formattedAddress: 'Boulder, CO' };
    const trip = { id: 't1', date: DATE, endDate: DATE, timeRanges: [range(8 * 60, 22 * 60)], dailyTimeRanges: [], isTraveling: true, location: far };
    const rows = slotRowsOf({ ...person, radiusMiles: 5 }, { weekly: emptyWeek(), dateSpecific: [trip], privacy: publicPrivacy });
    const ranked = eligibleRows(rows, target(10 * 60, 60), { hidden: new Set(), joined: new Set(), invited: new Set() }, NOW);
    expect(ranked).toEqual([]);
    expect(rows.every((r) => r.lat === far.lat)).toBe(true);
  });
  it('reads games from interests and activity subscriptions, and the largest subscription radius', () => {
    const p = fillPersonOf({
      uid: 'u',
      defaultCity: CITY,
      sportAvailability: [{ sport: 'Tennis', toggle: true }, { sport: 'Golf', toggle: false }],
      activitySubscriptions: [{ radius: 10, activities: ['Soccer'] }, { radius: 30, activities: [] }],
    });
    expect(p.sports).toEqual(['Soccer', 'Tennis']);
    expect(p.radiusMiles).toBe(30);
  });
  it('writes no item for someone whose privacy shows their hours to nobody else', () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(8 * 60, 22 * 60)] };
    const record = (p: Partial<AvailabilityPrivacy>) => ({ weekly, dateSpecific: [], privacy: availabilityPrivacy.parse(p) });
    expect(slotRowsOf(person, record({ visibilityMode: 'filtered' }))).toEqual([]);
    expect(slotRowsOf(person, record({ visibilityMode: 'filtered', connectsOnly: true })).length).toBeGreaterThan(0);
  });
  it('never lists a minor, the hidden, the joined or the invited', () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(8 * 60, 22 * 60)] };
    const rows = ['a', 'b', 'c', 'd', 'e'].flatMap((uid) =>
      slotRowsOf({ ...person, uid, birthdate: uid === 'a' ? '2015-01-01' : null }, { weekly, dateSpecific: [], privacy: publicPrivacy }),
    );
    const ranked = eligibleRows(rows, target(10 * 60, 60), { hidden: new Set(['b']), joined: new Set(['c']), invited: new Set(['d']) }, NOW);
    expect(ranked.map((r) => r.uid)).toEqual(['e']);
  });
});

interface World {
  uid: string;
  home: { lat: number; lng: number } | null;
  sports: string[];
  radiusMiles: number;
  minor: boolean;
  record: FillRecord;
  connected: boolean;
  hidden: boolean;
}

const arbPoint = fc.record({ dLat: fc.double({ min: -0.8, max: 0.8, noNaN: true }), dLng: fc.double({ min: -1, max: 1, noNaN: true }) }).map(({ dLat, dLng }) => ({ lat: CITY.lat + dLat, lng: CITY.lng + dLng }));
const arbRange = fc.tuple(fc.integer({ min: 0, max: 23 * 4 - 1 }), fc.integer({ min: 1, max: 16 })).map(([s, len]) => [s * 15, Math.min(s * 15 + len * 15, 24 * 60)] as const);
const arbPrivacy: fc.Arbitrary<AvailabilityPrivacy> = fc
  .record({ visibilityMode: fc.constantFrom('public' as const, 'filtered' as const), connectsOnly: fc.boolean() })
  .map((p) => availabilityPrivacy.parse(p));
const arbEntry = fc
  .record({
    offset: fc.integer({ min: -2, max: 0 }),
    days: fc.integer({ min: 0, max: 3 }),
    r: arbRange,
    travel: fc.option(arbPoint, { nil: null }),
  })
  .map(({ offset, days, r, travel }): DateSpecificEntry => {
    const start = new Date(Date.parse(`${DATE}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `${start}-${days}`,
      date: start,
      endDate: days || travel ? end : null,
      timeRanges: [range(r[0], r[1])],
      dailyTimeRanges: [],
      isTraveling: travel !== null,
      location: travel && { city: 'X', state: '', country: 'US', lat: travel.lat, lng: travel.lng, formattedAddress: 'X' },
    };
  });
const arbPerson = (uid: string): fc.Arbitrary<World> =>
  fc.record({
    uid: fc.constant(uid),
    home: fc.option(arbPoint, { nil: null, freq: 8 }),
    sports: fc.subarray(['Soccer', 'Tennis']),
    radiusMiles: fc.integer({ min: 1, max: 50 }),
    minor: fc.boolean(),
    record: fc.record({
      weekly: fc.option(arbRange, { nil: null }).map((r) => {
        const w = emptyWeek();
        if (r) w[WEEKDAY] = { isAvailable: true, timeRanges: [range(r[0], r[1])] };
        return w;
      }),
      dateSpecific: fc.array(arbEntry, { maxLength: 2 }).map((es) => es.filter((e, i) => es.findIndex((o) => o.id === e.id) === i)),
      privacy: arbPrivacy,
    }),
    connected: fc.boolean(),
    hidden: fc.boolean(),
  });
const arbWorld = fc.integer({ min: 1, max: 10 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbPerson(`u${i}`))));

/** Brute force straight from the records: no index, no hours, no tiers. */
function reference(world: World[], t: FillTarget): string[] {
  const out: Array<{ uid: string; d: number }> = [];
  for (const p of world) {
    if (p.hidden || p.minor || !p.sports.includes(t.gameType)) continue;
    const on = p.record.dateSpecific.filter((e) => e.date <= t.date && t.date <= (e.endDate ?? e.date));
    const places: Array<{ lat: number; lng: number }> = [];
    const covers = (rs: ReadonlyArray<{ startTime: string; endTime: string }>) =>
      rs.some((r) => toMinutes(r.startTime) <= t.startMinute && (r.endTime === '23:59' ? 1440 : toMinutes(r.endTime)) >= t.endMinute);
    if (on.length) {
      for (const e of on) {
        const where = e.isTraveling ? e.location : p.home;
        if (where && covers(e.timeRanges)) places.push(where);
      }
    } else if (p.home && p.record.weekly[WEEKDAY as 'monday'].isAvailable && covers(p.record.weekly[WEEKDAY as 'monday'].timeRanges)) places.push(p.home);
    const near = places.map((w) => distanceMiles(t.point, w)).filter((d) => d <= p.radiusMiles);
    if (!near.length) continue;
    const viewer = { uid: 'organiser', gender: null, communityIds: new Set<string>(), isConnection: p.connected };
    if (!canSeeAvailability(p.record.privacy, { uid: p.uid, communityIds: new Set() }, viewer)) continue;
    out.push({ uid: p.uid, d: Math.min(...near) });
  }
  return out.sort((a, b) => a.d - b.d || a.uid.localeCompare(b.uid)).map((x) => x.uid);
}

describe('rank over the availability index', () => {
  it('equals the brute-force reference, top N, on random people, hours, trips, radii and privacy', async () => {
    await fc.assert(
      fc.asyncProperty(arbWorld, fc.integer({ min: 0, max: 22 * 4 }), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 12 }), async (world, start, quarters, limit) => {
        const t = target(start * 15, quarters * 15);
        const rows = world.flatMap((p) =>
          slotRowsOf({ uid: p.uid, home: p.home, sports: p.sports, radiusMiles: p.radiusMiles, birthdate: p.minor ? '2014-05-05' : '1990-05-05' }, p.record),
        );
        const index = memoryIndex(rows);
        const byUid = new Map(world.map((p) => [p.uid, p]));
        const hidden = new Set(world.filter((p) => p.hidden).map((p) => p.uid));
        const { chosen } = await nearestEligible(t, {
          read: index.read,
          rank: (found) => eligibleRows(found, t, { hidden, joined: new Set(), invited: new Set() }, NOW),
          check: (people) =>
            Promise.resolve(people.map((r) => visibleTo(r, { uid: 'organiser', gender: null, communityIds: new Set(), isConnection: byUid.get(r.uid)!.connected }, new Set()))),
          limit,
        });
        expect(chosen.map((r) => r.uid)).toEqual(reference(world, t).slice(0, limit));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('stops reading at the first ring that holds the list, and asks about each person once', async () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(17 * 60, 21 * 60)] };
    const rec = { weekly, dateSpecific: [], privacy: publicPrivacy };
    // Ten people half a mile away, ten 30 miles away.
    const rows = Array.from({ length: 20 }, (_, i) =>
      slotRowsOf({ uid: `p${String(i).padStart(2, '0')}`, home: { lat: CITY.lat + (i < 10 ? 0.007 : 0.43), lng: CITY.lng }, sports: ['Soccer'], radiusMiles: 50, birthdate: null }, rec),
    ).flat();
    const index = memoryIndex(rows);
    const asked: string[] = [];
    const run = (limit: number) =>
      nearestEligible(target(18 * 60, 90), {
        read: index.read,
        rank: (found) => eligibleRows(found, target(18 * 60, 90), { hidden: new Set(), joined: new Set(), invited: new Set() }, NOW),
        check: (people) => {
          asked.push(...people.map((p) => p.uid));
          return Promise.resolve(people.map(() => true));
        },
        limit,
      });
    const near = await run(10);
    expect(near.chosen).toHaveLength(10);
    expect(near.rings).toBe(1);
    expect(index.reads()).toBe(10);
    const all = await run(20);
    expect(all.chosen.map((r) => r.uid)).toEqual(rows.map((r) => r.uid).filter((u, i, a) => a.indexOf(u) === i));
    expect(all.rings).toBeGreaterThan(1);
    // However many rings, each of the 20 people's 18:00 row is read once.
    expect(index.reads() - 10).toBe(20);
    expect(all.rowsRead).toBe(20);
    expect(new Set(asked.slice(10)).size).toBe(asked.length - 10);
  });

  it('reads no index row of a person who plays another game or is free at another hour', async () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(6 * 60, 8 * 60)] };
    const rows = [
      ...slotRowsOf({ uid: 'tennis', home: CITY, sports: ['Tennis'], radiusMiles: 15, birthdate: null }, { weekly, dateSpecific: [], privacy: publicPrivacy }),
      ...slotRowsOf({ uid: 'early', home: CITY, sports: ['Soccer'], radiusMiles: 15, birthdate: null }, { weekly, dateSpecific: [], privacy: publicPrivacy }),
    ];
    const index = memoryIndex(rows);
    await rowsInRing(target(18 * 60, 60), 0, 50, index.read);
    expect(index.reads()).toBe(0);
    expect(isMinor('1990-01-01', NOW)).toBe(false);
  });
});

describe('the cover of a ring', () => {
  const memo = new Map<string, ReturnType<typeof slotCover>>();
  const coverOf = (radius: number, inner = 0) => {
    const key = `${radius}/${inner}`;
    if (!memo.has(key)) memo.set(key, slotCover(CITY.lat, CITY.lng, radius, inner));
    return memo.get(key)!;
  };
  const inside = (covers: ReturnType<typeof slotCover>[], p: { lat: number; lng: number }) => {
    const k = slotGeoKeys(p.lat, p.lng);
    return covers.some((c) => c.some((b) => b.cell === k.geoCell && k.geohash >= b.start && k.geohash <= rangeEnd(b.end)));
  };
  const arbOffset = fc.record({ bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), miles: fc.double({ min: 0, max: 50, noNaN: true }) });

  it('holds, with the rings inside it, every point within its radius', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RING_MILES), fc.constantFrom(...RING_MILES), arbOffset, (a, b, { bearing, miles }) => {
        const [inner, outer] = a < b ? [a, b] : [b, a];
        const p = { lat: CITY.lat + (miles * Math.cos(bearing)) / 69.055, lng: CITY.lng + (miles * Math.sin(bearing)) / (69.055 * Math.cos((CITY.lat * Math.PI) / 180)) };
        const d = distanceMiles(CITY, p);
        if (d > outer) return;
        expect(inside([coverOf(inner), coverOf(outer, inner)], p)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is a handful of ranges at every radius, 50 miles included', () => {
    for (const place of [CITY, { lat: 40.7128, lng: -74.006 }, { lat: 51.5074, lng: -0.1278 }, { lat: -33.8688, lng: 151.2093 }]) {
      for (const r of RING_MILES) expect(slotCover(place.lat, place.lng, r).length, `${r} mi`).toBeLessThanOrEqual(8);
    }
  });

  it('grows as far as the density seen so far says, on the ladder, and three times as far when nothing was found', () => {
    expect(nextRing(1, 50, 50)).toBeGreaterThan(1);
    expect(nextRing(1, 25, 50)).toBe(2);
    expect(nextRing(2, 0, 50)).toBe(6);
    expect(nextRing(40, 1, 50)).toBe(50);
    expect(RING_MILES.at(-1)).toBe(50);
  });
});
