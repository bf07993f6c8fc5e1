import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { rsvpFixture as rsvp } from '../fixtures';
import { RsvpPanel, type RsvpPanelProps } from './rsvp-panel';

const event: RsvpPanelProps['event'] = {
  cancelled: false,
  allowParticipantGuests: false,
  guestLimit: 0,
  allowWaitlist: true,
  creatorApprovalNeeded: false,
  reoccurringInfo: null,
};

function renderPanel(props: Partial<RsvpPanelProps> = {}) {
  const onJoin = vi.fn();
  const onLeave = vi.fn();
  const { user } = renderRoute('/evt/evt-1', {
    element: (
      <RsvpPanel
        event={event}
        counts={{ joined: 2, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 4 }}
        signedIn
        mine={undefined}
        loginHref="/login?redirect=%2Fevt%2Fevt-1"
        busy={false}
        error={undefined}
        onJoin={onJoin}
        onLeave={onLeave}
        {...props}
      />
    ),
  });
  return { onJoin, onLeave, user };
}

describe('RsvpPanel', () => {
  it('offers a signed-out visitor a sign-in link that comes back here', () => {
    renderPanel({ signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login?redirect=%2Fevt%2Fevt-1');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says it is checking while the RSVPs load', () => {
    renderPanel({ mine: null });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your RSVP…');
  });

  it('joins one occurrence, with guests up to the guest limit', async () => {
    const { onJoin, user } = renderPanel({ event: { ...event, allowParticipantGuests: true, guestLimit: 2 } });
    const guests = screen.getByLabelText('Guests');
    expect(Array.from((guests as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Just me', '+1 guest', '+2 guests']);
    await user.selectOptions(guests, '+2 guests');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledWith({ series: false, guests: 2 });
  });

  it.each([
    ['today: the time alone', '2026-11-28T10:00:00', '2026-11-28T10:15:00', 'Spot held until 10:15 AM: pay to confirm'],
    ['tomorrow: the day named', '2026-11-28T21:20:00', '2026-11-29T09:20:00', 'Spot held until Sun, Nov 29, 9:20 AM: pay to confirm'],
  ])('says until when a held spot waits for payment, ending %s', (_, now, until, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    try {
      renderPanel({ mine: rsvp({ status: 'held', holdUntil: new Date(until).toISOString() }) });
      expect(screen.getByText(text)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a card payment before the cut-off', { method: 'card', status: 'paid' } as const, 'If you leave now, your payment is refunded in full.'],
    ['a payment the organiser refunded', { method: 'card', status: 'refunded' } as const, 'Your payment for this game was refunded.'],
    ['cash', { method: 'cash', status: 'paid' } as const, 'You paid the organiser in cash: if you leave, settle it with them.'],
  ])('says what leaving means for %s', (_, myPayment, text) => {
    const paidEvent = { ...event, price: 1500, currency: 'usd', hoursToCancelBefore: 2 };
    renderPanel({ event: paidEvent, start: new Date(Date.now() + 48 * 3_600_000).toISOString(), mine: rsvp({ status: 'joined' }), myPayment });
    expect(screen.getByText(text)).toBeVisible();
  });

  it('promises no refund to someone joined without a payment', () => {
    const paidEvent = { ...event, price: 1500, currency: 'usd', hoursToCancelBefore: 2 };
    renderPanel({ event: paidEvent, start: new Date(Date.now() + 48 * 3_600_000).toISOString(), mine: rsvp({ status: 'joined' }), myPayment: null });
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
  });

  it('has no guests selector when guests are not allowed', () => {
    renderPanel();
    expect(screen.queryByLabelText('Guests')).not.toBeInTheDocument();
  });

  it('offers the whole series for a recurring event', async () => {
    const { onJoin, user } = renderPanel({
      event: { ...event, reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: '2027-01-01' } },
    });
    await user.click(screen.getByRole('button', { name: 'Join the whole series' }));
    expect(onJoin).toHaveBeenCalledWith({ series: true, guests: 0 });
  });

  it('joins the waitlist when full, and says the event is full without one', () => {
    renderPanel({ counts: { joined: 6, guests: 0, waitlisted: 1, pending: 0, spotsLeft: 0 } });
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('says the event is full when there is no waitlist', () => {
    renderPanel({
      event: { ...event, allowWaitlist: false },
      counts: { joined: 6, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 0 },
    });
    expect(screen.getByText('This event is full.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('asks to join when the organiser approves players', () => {
    renderPanel({ event: { ...event, creatorApprovalNeeded: true } });
    expect(screen.getByRole('button', { name: 'Request to join' })).toBeInTheDocument();
  });

  it.each([
    [rsvp(), 'Joined'],
    [rsvp({ guests: 2 }), 'Joined with 2 guests'],
    [rsvp({ status: 'waitlisted', waitlistPosition: 3 }), 'On the waitlist — position 3'],
    [rsvp({ status: 'pending' }), 'Waiting for approval'],
  ])('shows the status chip %#: %s', (mine, label) => {
    renderPanel({ mine });
    expect(screen.getByTestId('rsvp-status')).toHaveTextContent(label);
  });

  it('leaves, and shows the server’s refusal when it is too late', async () => {
    const { onLeave, user } = renderPanel({
      mine: rsvp(),
      error: 'You can no longer leave: the cut-off was 24 hours before the start.',
    });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledWith(false);
    expect(screen.getByRole('alert')).toHaveTextContent('You can no longer leave: the cut-off was 24 hours before the start.');
  });

  it('disables the buttons while saving', () => {
    renderPanel({ busy: true });
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });

  it('closes RSVPs for a cancelled event', () => {
    renderPanel({ event: { ...event, cancelled: true } });
    expect(screen.getByText('This event was cancelled, so RSVPs are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
