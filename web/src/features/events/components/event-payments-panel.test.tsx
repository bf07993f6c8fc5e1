import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventPaymentDto } from '@shared/schemas/event-payments';
import type { RsvpDto } from '@shared/schemas/event';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { EventPaymentsPanel } from './event-payments-panel';

const OCCURRENCE = '2026-12-06T02:00:00.000Z';
const payment = (status: EventPaymentDto['status']): EventPaymentDto => ({
  id: 'pay1',
  eventId: 'e1',
  occurrence: OCCURRENCE,
  userId: 'u1',
  displayName: 'Pat Player',
  method: 'card',
  status,
  amount: 1000,
  currency: 'usd',
  guests: 0,
  createdAt: '2026-11-28T20:00:00.000Z',
  paidAt: '2026-11-28T20:01:00.000Z',
  refundedAt: status === 'refunded' ? '2026-11-28T20:05:00.000Z' : null,
});
const rsvp = (userId: string, displayName: string, status: RsvpDto['status']): RsvpDto => ({
  eventId: 'e1',
  occurrence: OCCURRENCE,
  userId,
  displayName,
  photoURL: null,
  status,
  guests: 0,
  isGuest: false,
  waitlistPosition: null,
  createdAt: '2026-11-28T20:00:00.000Z',
});
const people = [rsvp('u1', 'Pat Player', 'joined'), rsvp('u2', 'Casey Cash', 'held')];

/** The manage page around the panel: the event is cancelled while the panel is on screen. */
function ManagePage() {
  const [cancelled, setCancelled] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCancelled(true)}>
        Cancel event
      </button>
      <EventPaymentsPanel eventId="e1" occurrence={OCCURRENCE} people={people} cancelled={cancelled} />
    </>
  );
}

describe('EventPaymentsPanel', () => {
  it('offers a refund for a card payment and cash for who has not paid, until the event is cancelled; then reads the refunds', async () => {
    fakeApi.on('listEventPayments', { items: [payment('paid')] });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <ManagePage /> });
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await screen.findByText('Pat Player: $10.00 by card, paid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund Pat Player' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark Casey Cash paid in cash' })).toBeVisible();

    // The cancellation refunded every card payment on the server.
    fakeApi.on('listEventPayments', { items: [payment('refunded')] });
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('Pat Player: $10.00 by card, refunded')).toBeVisible();
    expect(payments).toHaveTextContent('This event is cancelled: every card payment was refunded in full.');
    expect(screen.queryByRole('button', { name: 'Refund Pat Player' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Casey Cash paid in cash' })).toBeNull();
  });

  it('asks before a refund, and refunds only on the confirm', async () => {
    fakeApi.on('listEventPayments', { items: [payment('paid')] });
    fakeApi.on('refundEventPayment', payment('refunded'));
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <ManagePage /> });
    await user.click(await screen.findByRole('button', { name: 'Refund Pat Player' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund Pat Player?' });
    expect(dialog).toHaveTextContent('$10.00 goes back to the card Pat Player paid with, and their spot stays theirs. A refund cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls('refundEventPayment')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Refund Pat Player' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Refund Pat Player' }));
    fakeApi.on('listEventPayments', { items: [payment('refunded')] });
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Pat Player: $10.00 by card, refunded')).toBeVisible();
    expect(fakeApi.calls('refundEventPayment')).toHaveLength(1);
  });

  it('names the cash to give back once cancelled, and the date of each payment when there are several', async () => {
    const cash = { ...payment('paid'), id: 'pay2', userId: 'u2', displayName: 'Casey Cash', method: 'cash' as const, amount: 1500 };
    const nextWeek = { ...payment('refunded'), id: 'pay3', occurrence: '2026-12-13T02:00:00.000Z' };
    fakeApi.on('listEventPayments', { items: [payment('refunded'), cash, nextWeek] });
    renderRoute('/event/e1/manage', {
      as: 'user',
      element: <EventPaymentsPanel eventId="e1" occurrence={OCCURRENCE} people={people} cancelled timeZone="America/Denver" />,
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Cash is yours to give back: Casey Cash ($15.00) paid you in cash.');
    const lines = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(/Sat, Dec 5, 2026, 7:00 PM MST/);
    expect(lines[2]).toHaveTextContent(/Sat, Dec 12, 2026, 7:00 PM MST/);
  });
});
