import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsvpDto } from '@shared/schemas/event';
import { timing } from '@web/lib/timing';
import { rsvpFixture } from '../fixtures';
import { PaidReturnNotice, paidReturnMessages, paidReturnState } from './paid-return';
import { paymentMessages } from '@shared/constants/payments';
import { i18n } from '@web/lib/i18n';

afterEach(() => vi.useRealTimers());

describe('paidReturnState', () => {
  it('is confirmed once the RSVP is joined, confirming while checks remain, then unconfirmed', () => {
    expect(paidReturnState(rsvpFixture({ status: 'joined' }), 0)).toBe('confirmed');
    expect(paidReturnState(rsvpFixture({ status: 'joined' }), timing.paymentConfirmChecks)).toBe('confirmed');
    expect(paidReturnState(rsvpFixture({ status: 'held' }), 0)).toBe('confirming');
    expect(paidReturnState(undefined, timing.paymentConfirmChecks - 1)).toBe('confirming');
    expect(paidReturnState(rsvpFixture({ status: 'held' }), timing.paymentConfirmChecks)).toBe('unconfirmed');
    expect(paidReturnState(undefined, timing.paymentConfirmChecks)).toBe('unconfirmed');
  });
});

/** Let the re-read's promise settle inside act. */
const flush = () => act(async () => {});

describe('PaidReturnNotice', () => {
  it('says the payment was successful when the spot is already confirmed, and reads nothing again', async () => {
    vi.useFakeTimers();
    const recheck = vi.fn(() => Promise.resolve());
    render(<PaidReturnNotice mine={rsvpFixture({ status: 'joined' })} recheck={recheck} />);
    expect(screen.getByRole('status')).toHaveTextContent('Congratulations, Payment was successful!');
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs * 3));
    expect(recheck).not.toHaveBeenCalled();
  });

  it('re-reads while the spot is held, and says so once the webhook confirmed it', async () => {
    vi.useFakeTimers();
    const recheck = vi.fn(() => Promise.resolve());
    const { rerender } = render(<PaidReturnNotice mine={rsvpFixture({ status: 'held' })} recheck={recheck} />);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(paidReturnMessages.confirming));
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs));
    await flush();
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs));
    await flush();
    expect(recheck).toHaveBeenCalledTimes(2);
    rerender(<PaidReturnNotice mine={rsvpFixture({ status: 'joined' })} recheck={recheck} />);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(paidReturnMessages.confirmed));
    expect(i18n._(paidReturnMessages.confirmed)).toBe(paymentMessages.redirectSucceeded);
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs * 3));
    expect(recheck).toHaveBeenCalledTimes(2);
  });

  it('stops after a bounded number of re-reads with a clear message, and can check again', async () => {
    vi.useFakeTimers();
    const recheck = vi.fn(() => Promise.resolve());
    const held: RsvpDto = rsvpFixture({ status: 'held' });
    render(<PaidReturnNotice mine={held} recheck={recheck} />);
    for (let i = 0; i < timing.paymentConfirmChecks + 3; i++) {
      await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs));
      await flush();
    }
    expect(recheck).toHaveBeenCalledTimes(timing.paymentConfirmChecks);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(paidReturnMessages.unconfirmed));

    act(() => screen.getByRole('button', { name: i18n._(paidReturnMessages.checkAgain) }).click());
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(paidReturnMessages.confirming));
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs));
    await flush();
    expect(recheck).toHaveBeenCalledTimes(timing.paymentConfirmChecks + 1);
  });

  it('waits for the RSVP to load before counting a re-read', async () => {
    vi.useFakeTimers();
    const recheck = vi.fn(() => Promise.resolve());
    render(<PaidReturnNotice mine={null} recheck={recheck} />);
    await act(async () => vi.advanceTimersByTime(timing.paymentConfirmIntervalMs * 5));
    expect(recheck).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(paidReturnMessages.confirming));
  });
});
