import { paths } from '@web/lib/paths';

/** The scan page in check-in mode for one occurrence (the manage page links here). */
export const checkInScanPath = (eventId: string, occurrence: string) =>
  `${paths.scan}?${new URLSearchParams({ event: eventId, occurrence }).toString()}`;

/** The check-in the scan page was opened for, or null for plain scanning. */
export function checkInTargetOf(search: URLSearchParams): { eventId: string; occurrence: string } | null {
  const eventId = search.get('event');
  const occurrence = search.get('occurrence');
  return eventId && occurrence ? { eventId, occurrence } : null;
}

/**
 * The person a player card names: its QR code holds the profile link of this site
 * (`{origin}/profile/{uid}`); anything else is not a card.
 */
export function uidFromCard(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/profile\/([A-Za-z0-9_-]{1,64})\/?$/.exec(url.pathname);
  return match ? match[1]! : null;
}
