import { datesBetween, toMinutes, weekdayOfDate, weekdays, type AvailabilityPrivacy, type DateSpecificEntry, type WeeklyAvailability } from '@shared/schemas/availability';
import { limits } from '@shared/constants/limits';
import { endClassOf, slotGeoKeys, type FillSlotWrite } from '../../data/fill';
import { showsNobodyElse } from '../availability/visibility';
import { gamesPlayedBy } from '../people/games-played';

/** What the index needs from a person's profile. */
export interface FillPerson {
  uid: string;
  /** The go-to city: where weekly and non-travel hours apply. */
  home: { lat: number; lng: number } | null;
  /** Games the person plays (interests turned on, and games of their activity subscriptions). */
  sports: readonly string[];
  /** How far the person goes for a game (their activity radius). */
  radiusMiles: number;
  birthdate: string | null;
}

export interface FillRecord {
  weekly: WeeklyAvailability;
  dateSpecific: readonly DateSpecificEntry[];
  privacy: AvailabilityPrivacy;
}

/** A profile as stored, read loosely: fields are validated by their own contracts when saved. */
export interface ProfileFields {
  uid: string;
  defaultCity?: unknown;
  sportAvailability?: unknown;
  additionalInfo?: unknown;
  activitySubscriptions?: unknown;
  birthdate?: string | null | undefined;
}

/** 23:59 is the last minute a range can name; it means "to the end of the day". */
const endMinute = (t: string) => (t === '23:59' ? 24 * 60 : toMinutes(t));

/**
 * The games a person plays (`gamesPlayedBy`, the rule announcements use too) and how far they go:
 * the radius is their largest activity subscription's, else the default (15 miles).
 */
export function fillPersonOf(u: ProfileFields): FillPerson {
  const city = u.defaultCity as { lat?: unknown; lng?: unknown } | undefined;
  const home = typeof city?.lat === 'number' && typeof city.lng === 'number' ? { lat: city.lat, lng: city.lng } : null;
  const subs = Array.isArray(u.activitySubscriptions) ? (u.activitySubscriptions as Array<{ radius?: unknown }>) : [];
  const radii = subs.map((s) => s.radius).filter((r): r is number => typeof r === 'number' && r > 0);
  return {
    uid: u.uid,
    home,
    sports: gamesPlayedBy(u),
    radiusMiles: radii.length ? Math.max(...radii) : limits.radiusMiles.default,
    birthdate: u.birthdate ?? null,
  };
}

type Range = [number, number];
const rangesOf = (rs: ReadonlyArray<{ startTime: string; endTime: string }>): Range[] =>
  rs.map((r) => [toMinutes(r.startTime), endMinute(r.endTime)] as Range).filter(([s, e]) => e > s);

/** Hours of the day (0-23) a set of ranges touches, each with the ranges that touch it. */
function byHour(ranges: readonly Range[]): Map<number, Range[]> {
  const out = new Map<number, Range[]>();
  for (const r of ranges) {
    for (let h = Math.floor(r[0] / 60); h * 60 < r[1] && h < 24; h++) out.set(h, [...(out.get(h) ?? []), r]);
  }
  return out;
}

/** One day of free hours at one place: a weekday (weekly hours) or a date (date-specific or travel). */
export interface FreeDay {
  day: string;
  point: { lat: number; lng: number };
  ranges: Range[];
  exceptDates: string[];
}

/**
 * Where and when the person is free, day by day: THE reading of an availability record. A date
 * with any date-specific entry takes its hours from its entries (the entry's own place when
 * travelling, else home) and the weekly hours do not apply to it; every other date uses the
 * weekly hours of its weekday, at home.
 */
export function freeDaysOf(person: FillPerson, record: FillRecord): FreeDay[] {
  const days: FreeDay[] = [];
  const dated = new Set<string>();
  for (const e of record.dateSpecific) {
    const span = e.endDate ? datesBetween(e.date, e.endDate) : [e.date];
    const point = e.isTraveling ? (e.location ? { lat: e.location.lat, lng: e.location.lng } : null) : person.home;
    for (const date of span) {
      dated.add(date);
      const daily = e.dailyTimeRanges.find((d) => d.date === date);
      const ranges = rangesOf(daily ? daily.timeRanges : e.timeRanges);
      if (point && ranges.length) days.push({ day: date, point, ranges, exceptDates: [] });
    }
  }
  if (person.home) {
    const exceptDates = [...dated].sort();
    for (const d of weekdays) {
      const w = record.weekly[d];
      const ranges = w.isAvailable ? rangesOf(w.timeRanges) : [];
      if (ranges.length) days.push({ day: d, point: person.home, ranges, exceptDates });
    }
  }
  return days;
}

/**
 * The index items of one person: per game they play, per free day, per hour touched. None for
 * someone whose privacy shows their hours to nobody else: they can never be listed.
 */
export function slotRowsOf(person: FillPerson, record: FillRecord | null): FillSlotWrite[] {
  if (!record || person.sports.length === 0 || showsNobodyElse(record.privacy)) return [];
  // Two entries on one date at one place share an item (one key): their ranges are joined.
  const rows = new Map<string, FillSlotWrite>();
  for (const free of freeDaysOf(person, record)) {
    const keys = slotGeoKeys(free.point.lat, free.point.lng);
    for (const [hour, ranges] of byHour(free.ranges)) {
      for (const sport of person.sports) {
        const key = `${sport}|${free.day}|${hour}|${keys.geohash}`;
        const same = rows.get(key);
        if (same) {
          same.ranges = [...(same.ranges as Range[]), ...ranges];
          continue;
        }
        rows.set(key, {
          uid: person.uid,
          sport,
          day: free.day,
          weekday: free.day.includes('-') ? weekdayOfDate(free.day) : free.day,
          hour,
          endClass: 0,
          radiusMiles: person.radiusMiles,
          lat: free.point.lat,
          lng: free.point.lng,
          ...keys,
          ranges,
          exceptDates: free.day.includes('-') ? [] : free.exceptDates,
          privacy: record.privacy,
          ...(person.birthdate ? { birthdate: person.birthdate } : {}),
        });
      }
    }
  }
  // The class comes from the item's ranges once they are all joined.
  return [...rows.values()].map((r) => ({ ...r, endClass: endClassOf(r.hour, r.ranges as Range[]) }));
}
