import { describe, expect, it } from 'vitest';
import { rsvpRefreshInterval, WAITING_REFRESH_MS } from './rsvp-refresh';

describe('reading the RSVPs again while the viewer waits', () => {
  const list = (status: 'joined' | 'waitlisted' | 'pending' | 'held') => ({ items: [{ userId: 'other', status: 'waitlisted' as const }, { userId: 'me', status }] });

  it('reads again every 30 s while the viewer is on the waitlist, waiting for approval or paying for a held spot', () => {
    for (const status of ['waitlisted', 'pending', 'held'] as const) expect(rsvpRefreshInterval('me')(list(status))).toBe(WAITING_REFRESH_MS);
    expect(WAITING_REFRESH_MS).toBe(30_000);
  });

  it('does not once the viewer has joined, has no RSVP, is signed out, or nothing is read yet', () => {
    expect(rsvpRefreshInterval('me')(list('joined'))).toBe(0);
    expect(rsvpRefreshInterval('someone-else')(list('waitlisted'))).toBe(0);
    expect(rsvpRefreshInterval(undefined)(list('waitlisted'))).toBe(0);
    expect(rsvpRefreshInterval('me')(undefined)).toBe(0);
  });
});
