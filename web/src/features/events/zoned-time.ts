/**
 * Wall-clock time in an IANA zone ⇄ instants, with the platform's Intl only (no date library):
 * an event is planned in its organiser's zone, and its start is sent as ISO with that zone's offset.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

function wallParts(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsIn(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes east of UTC that `timeZone` is at `instant` (Denver in winter: -420). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * "2026-12-05" + "18:30" in America/Denver → "2026-12-05T18:30:00-07:00". A wall time skipped by a
 * DST jump resolves to the instant after the gap; a repeated one to its first occurrence.
 */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(guess)) return undefined;
  // The instant is the wall time minus the zone's offset at that instant: try the offsets around it.
  const first = zoneOffsetMinutes(guess, timeZone);
  const second = zoneOffsetMinutes(guess - first * 60_000, timeZone);
  const candidates = [...new Set([first, second].map((o) => guess - o * 60_000))];
  const exact = candidates.filter((c) => c + zoneOffsetMinutes(c, timeZone) * 60_000 === guess);
  // A repeated wall time (autumn) takes its first instant; one skipped by the spring gap, the instant after it.
  const instant = exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const wall = new Date(instant + offset * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00${formatOffset(offset)}`;
}

/** The wall date and time an instant shows in `timeZone`. */
export function isoToWallTime(iso: string, timeZone: string): WallTime | undefined {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return undefined;
  const p = wallParts(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The viewer's IANA zone ('UTC' when the platform cannot tell). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
