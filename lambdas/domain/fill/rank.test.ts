import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityPrivacy, emptyWeek, toMinutes, weekdays, type AvailabilityPrivacy, type DateSpecificEntry } from '@shared/schemas/availability';
import { distanceMiles } from '@shared/geo/distance';
import { isMinor } from '@shared/people/age';
import { rangeEnd } from '../../data/geo';
import type { FillSlotWrite, SlotPartition } from '../../data/fill';
import { canSeeAvailability } from '../availability/visibility';
import { eligibleRows, rowCovers, visibleTo, type FillTarget } from './rank';
import { rowsForTarget } from './search';
import { fillPersonOf, slotRowsOf, tierOf, type FillPerson, type FillRecord } from './slots';

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
  const read = (p: SlotPartition, box: { start: string; end: string }) => {
    const found = rows.filter(
      (r) => r.geoCell === p.geoCell && r.sport === p.sport && r.day === p.day && r.hour === p.hour && r.tier === p.tier && r.geohash >= box.start && r.geohash <= rangeEnd(box.end),
    );
    reads += found.length;
    return Promise.resolve(found);
  };
  return { read, reads: () => reads };
}

const publicPrivacy = availabilityPrivacy.parse({});

describe('slot rows', () => {
  const person: FillPerson = { uid: 'p1', home: CITY, sports: ['Soccer'], radiusMiles: 15, birthdate: null };
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
    expect(tierOf(30)).toBe(50);
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
  it('equals the brute-force reference on random people, hours, trips, radii and privacy', async () => {
    await fc.assert(
      fc.asyncProperty(arbWorld, fc.integer({ min: 0, max: 22 * 4 }), fc.integer({ min: 2, max: 8 }), async (world, start, quarters) => {
        const t = target(start * 15, quarters * 15);
        const rows = world.flatMap((p) =>
          slotRowsOf({ uid: p.uid, home: p.home, sports: p.sports, radiusMiles: p.radiusMiles, birthdate: p.minor ? '2014-05-05' : '1990-05-05' }, p.record),
        );
        const index = memoryIndex(rows);
        const found = await rowsForTarget(t, index.read);
        const ranked = eligibleRows(found, t, { hidden: new Set(world.filter((p) => p.hidden).map((p) => p.uid)), joined: new Set(), invited: new Set() }, NOW);
        const byUid = new Map(world.map((p) => [p.uid, p]));
        const listed = ranked
          .filter((r) => visibleTo(r, { uid: 'organiser', gender: null, communityIds: new Set(), isConnection: byUid.get(r.uid)!.connected }, new Set()))
          .map((r) => r.uid);
        expect(listed).toEqual(reference(world, t));
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('reads no index row of a person who plays another game or is free at another hour', async () => {
    const weekly = emptyWeek();
    weekly[WEEKDAY] = { isAvailable: true, timeRanges: [range(6 * 60, 8 * 60)] };
    const rows = [
      ...slotRowsOf({ uid: 'tennis', home: CITY, sports: ['Tennis'], radiusMiles: 15, birthdate: null }, { weekly, dateSpecific: [], privacy: publicPrivacy }),
      ...slotRowsOf({ uid: 'early', home: CITY, sports: ['Soccer'], radiusMiles: 15, birthdate: null }, { weekly, dateSpecific: [], privacy: publicPrivacy }),
    ];
    const index = memoryIndex(rows);
    await rowsForTarget(target(18 * 60, 60), index.read);
    expect(index.reads()).toBe(0);
    expect(isMinor('1990-01-01', NOW)).toBe(false);
  });
});
