import type { RsvpStatus } from '@shared/schemas/event';

/**
 * How often a person waiting on an event (on the waitlist, waiting for approval, or holding a spot
 * while paying) has the event's RSVPs read again while the page is open: their place changes from
 * elsewhere (a spot frees, the organiser approves, the payment lands), and the page should say so
 * without a reload.
 */
export const WAITING_REFRESH_MS = 30_000;

/** SWR's `refreshInterval` for the RSVP list: read again while the viewer waits, never otherwise. */
export function rsvpRefreshInterval(viewerUid: string | undefined) {
  return (latest: { items: readonly { userId: string; status: RsvpStatus }[] } | undefined): number =>
    viewerUid && latest?.items.some((r) => r.userId === viewerUid && r.status !== 'joined') ? WAITING_REFRESH_MS : 0;
}
