import { useEffect, useRef, useState } from 'react';

/**
 * §7 Mailer: leaving Create Team "with the page index between 2 and 6" sends the
 * team-create-motivation-notification mail, then the index resets.
 *
 * Reading chosen: the index is the 1-based page number the person is on, the same number the
 * progress shows ("Step 3 of 6"), inclusive at both ends. So leaving on the first page (only the
 * kind picked) sends nothing; leaving on pages 2 to 6 (the review page included) sends it once.
 * The server applies the same 2..6 rule (sendsMotivation), so this is the same number it checks.
 */
export const MOTIVATION_MIN_PAGE = 2;
export const MOTIVATION_MAX_PAGE = 6;

/** The index to send when leaving on `page`, or null when leaving there sends nothing. */
export function motivationIndex(page: number): number | null {
  return Number.isInteger(page) && page >= MOTIVATION_MIN_PAGE && page <= MOTIVATION_MAX_PAGE ? page : null;
}

/**
 * Tracks the page the person is on; leaving the flow (the route unmounts, or `beforeunload` and
 * `pagehide` when the tab closes or a full page load takes it elsewhere) sends the motivation call
 * once with that index and resets it to 0.
 * `markDone` (after a successful create) resets it so a finished team sends nothing.
 */
export class MotivationTracker {
  private index = 0;

  /** The person is now on this (1-based) page. */
  setPage(page: number) {
    this.index = page;
  }

  /** Created: nothing to motivate. */
  markDone() {
    this.index = 0;
  }

  /** They left: send when the index qualifies, then reset. Returns whether it sent. */
  leave(send: (pageIndex: number) => void): boolean {
    const index = motivationIndex(this.index);
    this.index = 0;
    if (index === null) return false;
    send(index);
    return true;
  }
}

/**
 * Sends the call for a page index. `prepare`, when there is one, is called on every page of the
 * flow, so that sending itself can be synchronous: once the page unloads nothing awaited runs any more.
 */
export type MotivationSend = ((pageIndex: number) => void) & { prepare?: () => void };

/**
 * The hook for the form: keeps the tracker on `page`, and leaves on unmount, `beforeunload` and
 * `pagehide`.
 * Returns the tracker so the form can `markDone` before navigating to the new team.
 */
export function useCreateMotivation(page: number, send: MotivationSend): MotivationTracker {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  const [tracker] = useState(() => new MotivationTracker());

  useEffect(() => {
    tracker.setPage(page);
    // From the first page on, though leaving there sends nothing: preparing takes a token and the
    // route's address, and a person who moves on and leaves at once must find the sender ready.
    sendRef.current.prepare?.();
  }, [tracker, page]);

  useEffect(() => {
    const onLeave = () => tracker.leave(sendRef.current);
    // `beforeunload` comes before a full page load even starts, while this page is whole. By
    // `pagehide` the page is being torn down: a keepalive fetch made then still passes through the
    // app's service worker on its way out, and a busy renderer can be gone before it does (the
    // request never leaves). `pagehide` stays for the ways out without `beforeunload` (a phone
    // discarding the tab); the tracker sends once either way.
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      tracker.leave(sendRef.current);
    };
  }, [tracker]);

  return tracker;
}
