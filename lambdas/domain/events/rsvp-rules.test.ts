import { describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/constants/messages';
import { checkJoin, checkLeave, defaultOccurrence, planPromotions, spotsLeft, waitlistOrder } from './rsvp-rules';

const now = Date.parse('2027-05-01T12:00:00Z');
const inHours = (h: number) => now + h * 3_600_000;
const base = {
  capacity: 10,
  allowWaitlist: true,
  guestLimit: 2,
  allowParticipantGuests: true,
  durationMinutes: 90,
  hoursToCancelBefore: 24,
};

describe('checkJoin', () => {
  it('lets a player join a future event', () => {
    expect(checkJoin(base, inHours(48), now, 0)).toEqual({ ok: true, mode: 'join', waitlist: true });
  });

  it('asks the creator first when approval is needed', () => {
    expect(checkJoin({ ...base, creatorApprovalNeeded: true }, inHours(48), now, 0)).toMatchObject({ ok: true, mode: 'pending' });
  });

  it('says there is no waitlist when the event does not allow one', () => {
    expect(checkJoin({ ...base, allowWaitlist: false }, inHours(48), now, 0)).toMatchObject({ ok: true, waitlist: false });
  });

  it('refuses a cancelled event with 409', () => {
    expect(checkJoin({ ...base, cancelled: true }, inHours(48), now, 0)).toEqual({
      ok: false,
      status: 409,
      message: eventMessages.eventCancelled,
    });
  });

  it('refuses guests when the event does not allow them, and more guests than the limit', () => {
    expect(checkJoin({ ...base, allowParticipantGuests: false }, inHours(48), now, 1)).toMatchObject({
      ok: false,
      status: 400,
      message: eventMessages.guestsNotAllowed,
    });
    expect(checkJoin(base, inHours(48), now, 3)).toMatchObject({
      ok: false,
      status: 400,
      message: eventMessages.tooManyGuests(2),
    });
    expect(checkJoin(base, inHours(48), now, 2)).toMatchObject({ ok: true });
  });

  it('refuses a late RSVP unless allowed, and never after the end', () => {
    expect(checkJoin(base, inHours(-0.5), now, 0)).toMatchObject({
      ok: false,
      status: 409,
      message: eventMessages.lateRsvpClosed,
    });
    expect(checkJoin({ ...base, allowLateRsvp: true }, inHours(-0.5), now, 0)).toMatchObject({ ok: true });
    expect(checkJoin({ ...base, allowLateRsvp: true }, inHours(-2), now, 0)).toMatchObject({
      ok: false,
      message: eventMessages.eventEnded,
    });
  });
});

describe('checkLeave', () => {
  it('lets a joined player leave before the cut-off', () => {
    expect(checkLeave(base, 'joined', inHours(25), now)).toEqual({ ok: true, refund: false });
  });

  it('refuses a joined player after the cut-off with a message naming the hours', () => {
    const r = checkLeave(base, 'joined', inHours(23), now);
    expect(r).toEqual({ ok: false, status: 409, message: eventMessages.cancelCutoff(24) });
    expect(eventMessages.cancelCutoff(24)).toContain('24 hours');
    expect(eventMessages.cancelCutoff(1)).toContain('1 hour before');
  });

  it('always lets waitlisted and pending people leave, and anyone when there is no cut-off', () => {
    expect(checkLeave(base, 'waitlisted', inHours(1), now)).toEqual({ ok: true, refund: false });
    expect(checkLeave(base, 'pending', inHours(1), now)).toEqual({ ok: true, refund: false });
    expect(checkLeave({ ...base, hoursToCancelBefore: 0 }, 'joined', inHours(0.1), now)).toEqual({ ok: true, refund: false });
  });

  it('lets a paid player leave either side of the cut-off, refunded only before it', () => {
    const paid = { ...base, price: 1500 };
    expect(checkLeave(paid, 'joined', inHours(25), now)).toEqual({ ok: true, refund: true });
    expect(checkLeave(paid, 'joined', inHours(23), now)).toEqual({ ok: true, refund: false });
    expect(checkLeave({ ...paid, cancelled: true }, 'joined', inHours(23), now)).toEqual({ ok: true, refund: true });
    expect(checkLeave(paid, 'held', inHours(23), now)).toEqual({ ok: true, refund: false });
  });
});

describe('waitlist', () => {
  const waiting = [
    { userId: 'c', guests: 0, waitSeq: 7 },
    { userId: 'a', guests: 2, waitSeq: 3 },
    { userId: 'b', guests: 0, waitSeq: 5 },
    { userId: 'd', guests: 1, waitSeq: 9 },
  ];

  it('orders by arrival ticket with 1-based positions', () => {
    expect(waitlistOrder(waiting).map((w) => [w.userId, w.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('promotes in arrival order while parties fit', () => {
    expect(planPromotions(waiting, 4).map((w) => w.userId)).toEqual(['a', 'b']);
    expect(planPromotions(waiting, 1).map((w) => w.userId)).toEqual(['b']);
    expect(planPromotions(waiting, 0)).toEqual([]);
  });

  it('passes over a party too big for the spots but keeps the order for the rest', () => {
    expect(planPromotions(waiting, 2).map((w) => w.userId)).toEqual(['b', 'c']);
  });

  it('promotes everyone when capacity is unlimited', () => {
    expect(planPromotions(waiting, null)).toHaveLength(4);
  });

  it('counts spots left with guests, never below zero', () => {
    expect(spotsLeft(10, 7)).toBe(3);
    expect(spotsLeft(10, 12)).toBe(0);
    expect(spotsLeft(null, 12)).toBeNull();
  });
});

describe('defaultOccurrence', () => {
  const occ = [new Date(inHours(-0.5)).toISOString(), new Date(inHours(24)).toISOString()];

  it('targets the next occurrence, or the running one when late RSVPs are allowed', () => {
    expect(defaultOccurrence(base, occ, now)).toBe(occ[1]);
    expect(defaultOccurrence({ ...base, allowLateRsvp: true }, occ, now)).toBe(occ[0]);
  });
});
