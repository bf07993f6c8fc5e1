import { distanceMiles } from '@shared/geo/distance';
/**
 * Household clash detection: two occurrences on a family calendar clash when one person is in
 * both, or when both need a driven member (a minor the guardian takes), and they overlap in time
 * or the gap between them is shorter than the drive between the two places.
 */

export interface ClashPerson {
  uid: string;
  name: string;
  /** A minor: somebody in the household drives them, so their games compete for the same driver. */
  driven: boolean;
}

export interface ClashOccurrence {
  key: string;
  title: string;
  /** ISO start and end. */
  start: string;
  end: string;
  place: { name: string; lat: number; lng: number };
  people: ClashPerson[];
}

export interface Clash {
  kind: 'overlap' | 'travel';
  first: string;
  second: string;
  /** The people the clash is about: those in both, else the driven members of each. */
  personIds: string[];
  /** Minutes needed between the two (travel clashes), for the message. */
  travelMinutes: number;
  message: string;
}

/** Assumed driving speed and a fixed allowance for parking and getting in and out. */
export const TRAVEL_MPH = 30;
export const TRAVEL_ALLOWANCE_MINUTES = 10;
/** Two places closer than this are the same venue: no travel needed. */
const SAME_PLACE_MILES = 0.1;

/** Minutes to get from one place to the other: distance at TRAVEL_MPH plus the allowance; 0 at the same venue. */
export function travelMinutes(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const miles = distanceMiles(a, b);
  if (miles < SAME_PLACE_MILES) return 0;
  return Math.ceil((miles / TRAVEL_MPH) * 60 + TRAVEL_ALLOWANCE_MINUTES);
}

function concerned(a: ClashOccurrence, b: ClashOccurrence): string[] {
  const inB = new Set(b.people.map((p) => p.uid));
  const shared = a.people.filter((p) => inB.has(p.uid)).map((p) => p.uid);
  if (shared.length) return shared;
  const drivenA = a.people.filter((p) => p.driven);
  const drivenB = b.people.filter((p) => p.driven);
  if (!drivenA.length || !drivenB.length) return [];
  return [...new Set([...drivenA, ...drivenB].map((p) => p.uid))];
}

/** Every clashing pair, earlier occurrence first, in start order. */
export function findClashes(occurrences: readonly ClashOccurrence[]): Clash[] {
  const sorted = [...occurrences].sort((x, y) => Date.parse(x.start) - Date.parse(y.start) || x.key.localeCompare(y.key));
  const out: Clash[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const personIds = concerned(a, b);
      if (!personIds.length) continue;
      const gapMinutes = (Date.parse(b.start) - Date.parse(a.end)) / 60_000;
      if (gapMinutes < 0) {
        out.push({
          kind: 'overlap',
          first: a.key,
          second: b.key,
          personIds,
          travelMinutes: 0,
          message: `Clash: ${a.title} overlaps ${b.title}`,
        });
        continue;
      }
      const needed = travelMinutes(a.place, b.place);
      if (gapMinutes < needed) {
        out.push({
          kind: 'travel',
          first: a.key,
          second: b.key,
          personIds,
          travelMinutes: needed,
          message: `Too little travel time between ${a.title} (${a.place.name}) and ${b.title} (${b.place.name}): about ${needed} minutes needed`,
        });
      }
    }
  }
  return out;
}
