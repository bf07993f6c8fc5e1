import { isMinor } from '@shared/people/age';
import type { AvailabilityPrivacy } from '@shared/schemas/availability';
import { distanceMiles } from '@shared/geo/distance';
import { canSeeAvailability, type ViewerFacts } from '../availability/visibility';

/** The slot being filled, in the game's own wall-clock time. */
export interface FillSlotTime {
  /** Local date (YYYY-MM-DD) and lowercase weekday of the occurrence. */
  date: string;
  weekday: string;
  /** Start and end, minutes after local midnight (the end may pass 24:00). */
  startMinute: number;
  endMinute: number;
}

export interface FillTarget extends FillSlotTime {
  gameType: string;
  point: { lat: number; lng: number };
}

/** One index row as the ranking reads it. */
export interface SlotRow {
  uid: string;
  day: string;
  sport: string;
  lat: number;
  lng: number;
  radiusMiles: number;
  ranges: ReadonlyArray<readonly [number, number]>;
  exceptDates?: readonly string[] | undefined;
  privacy: AvailabilityPrivacy;
  birthdate?: string | undefined;
}

/** Who must never be listed for this occurrence, and who asks. */
export interface Exclusions {
  viewer: ViewerFacts;
  /** The organiser and anyone in a block pair with the viewer or the organiser. */
  hidden: ReadonlySet<string>;
  /** Already joined, waitlisted or asking for this occurrence. */
  joined: ReadonlySet<string>;
  /** Invited to this occurrence already, or declined any occurrence of this event. */
  invited: ReadonlySet<string>;
}

export interface RankedRow {
  uid: string;
  distanceMiles: number;
  privacy: AvailabilityPrivacy;
}

/** Does this row say the person is free for the whole slot, on this date, playing this game? */
export function rowCovers(row: SlotRow, t: FillTarget): boolean {
  if (row.sport !== t.gameType) return false;
  const onDay = row.day === t.date || (row.day === t.weekday && !(row.exceptDates ?? []).includes(t.date));
  if (!onDay) return false;
  return row.ranges.some(([s, e]) => s <= t.startMinute && e >= t.endMinute);
}

/**
 * Everything but the availability privacy check that needs the owner's communities: free for
 * the slot, the game inside the person's own radius from where they are that day, not a minor,
 * not hidden, not already in, not invited already. Nearest first, by id on a tie; each person
 * once (a person can be found through several rows).
 */
export function eligibleRows(rows: readonly SlotRow[], t: FillTarget, x: Omit<Exclusions, 'viewer'>, now: Date = new Date()): RankedRow[] {
  const best = new Map<string, RankedRow>();
  for (const row of rows) {
    if (x.hidden.has(row.uid) || x.joined.has(row.uid) || x.invited.has(row.uid)) continue;
    if (!rowCovers(row, t)) continue;
    const d = distanceMiles(t.point, { lat: row.lat, lng: row.lng });
    if (d > row.radiusMiles) continue;
    if (isMinor(row.birthdate, now)) continue;
    const prev = best.get(row.uid);
    if (!prev || d < prev.distanceMiles) best.set(row.uid, { uid: row.uid, distanceMiles: d, privacy: row.privacy });
  }
  return [...best.values()].sort((a, b) => a.distanceMiles - b.distanceMiles || a.uid.localeCompare(b.uid));
}

/** Does this person's privacy need to know their communities to decide for this viewer? */
export const needsOwnerCommunities = (p: AvailabilityPrivacy, viewerUid: string, ownerUid: string) =>
  p.visibilityMode === 'filtered' && ownerUid !== viewerUid && p.communityFilter !== 'none';

/** The availability privacy rule for one ranked person, with their communities when it needs them. */
export const visibleTo = (row: RankedRow, viewer: ViewerFacts, ownerCommunities: ReadonlySet<string>) =>
  canSeeAvailability(row.privacy, { uid: row.uid, communityIds: ownerCommunities }, viewer);
