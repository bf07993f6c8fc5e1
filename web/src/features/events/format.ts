import { isoToWallTime } from '@shared/time/zoned-time';

const dateTimeIn = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  });

/** "Sat, Dec 5, 2026, 11:30 AM" in the viewer's zone (or `timeZone`, with its abbreviation). */
export function formatWhen(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return dateTimeIn(timeZone).format(date);
  } catch {
    return dateTimeIn().format(date);
  }
}

/** "1 h 30 min", "2 h", "45 min". */
export function formatDuration({ hours, minutes }: { hours: number; minutes: number }): string {
  const parts = [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : ''].filter(Boolean);
  return parts.join(' ') || '0 min';
}

/** Whether the event's zone shows a different wall time than the viewer's for this instant. */
export function zoneDiffers(iso: string, eventZone: string, viewerZone: string): boolean {
  if (eventZone === viewerZone) return false;
  const a = isoToWallTime(iso, eventZone);
  const b = isoToWallTime(iso, viewerZone);
  return a?.date !== b?.date || a?.time !== b?.time;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
