import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuestDto } from '@shared/schemas/guest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { EventGuestsPanel } from './guests-panel';

const OCCURRENCE = '2026-12-06T02:00:00.000Z';
const guest = (over: Partial<GuestDto> = {}): GuestDto => ({
  guestId: 'guest_1',
  scope: 'event',
  scopeId: 'e1',
  name: 'Ana Guest',
  email: 'ana@example.com',
  places: [{ occurrence: OCCURRENCE, status: 'joined' }],
  unsubscribed: false,
  createdAt: '2026-11-27T00:00:00.000Z',
  ...over,
});

describe('EventGuestsPanel', () => {
  it('adds a guest by name and e-mail to the shown date and lists them with their e-mail', async () => {
    const added = guest();
    fakeApi.on('listEventGuests', () => ({ items: fakeApi.calls('addEventGuest').length ? [added] : [] }));
    fakeApi.on('addEventGuest', { guest: added, created: true });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <EventGuestsPanel eventId="e1" occurrence={OCCURRENCE} /> });
    expect(await screen.findByText('No guests yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Guest name'), 'Ana Guest');
    await user.type(screen.getByLabelText('Guest e-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    const list = await screen.findByRole('list', { name: 'Guest list' });
    expect(within(list).getByText('ana@example.com')).toBeInTheDocument();
    expect(fakeApi.calls('addEventGuest')[0]).toMatchObject({ params: { eventId: 'e1' }, body: { name: 'Ana Guest', email: 'ana@example.com', occurrence: OCCURRENCE } });
  });

  it('shows the field errors before sending, and the server’s refusal under the form', async () => {
    fakeApi.on('listEventGuests', { items: [] });
    fakeApi.on('addEventGuest', () => {
      throw new FakeApiError(409, 'pat@example.com already has an account: invite them to join instead of adding them as a guest.');
    });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <EventGuestsPanel eventId="e1" /> });
    await user.type(screen.getByLabelText('Guest e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(fakeApi.calls('addEventGuest')).toHaveLength(0);

    await user.type(screen.getByLabelText('Guest name'), 'Pat');
    await user.clear(screen.getByLabelText('Guest e-mail'));
    await user.type(screen.getByLabelText('Guest e-mail'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already has an account');
  });

  it('removes a guest', async () => {
    fakeApi.on('listEventGuests', () => ({ items: fakeApi.calls('removeEventGuest').length ? [] : [guest()] }));
    fakeApi.on('removeEventGuest', { removed: true });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <EventGuestsPanel eventId="e1" /> });
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Guest' }));
    expect(await screen.findByText('No guests yet.')).toBeInTheDocument();
    expect(fakeApi.calls('removeEventGuest')[0]).toMatchObject({ params: { eventId: 'e1', guestId: 'guest_1' } });
  });
});
