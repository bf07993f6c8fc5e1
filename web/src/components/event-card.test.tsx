import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSummaryDto } from '@shared/schemas/event';
import { renderRoute } from '@web/test/render-route';
import { EventCard } from './event-card';

const event = (overrides: Partial<EventSummaryDto> = {}): EventSummaryDto => ({
  id: 'evt-1',
  title: 'Open gym, 6 pm',
  gameType: 'Basketball',
  dateStart: '2026-12-06T01:00:00.000Z',
  location: { placeId: null, name: 'Rec Center', lat: 40, lng: -74 },
  cancelled: false,
  creatorId: 'host',
  ...overrides,
});

describe('EventCard', () => {
  it('lists the host’s other events of the slot group on the card, each linking to its event', async () => {
    renderRoute('/discover', {
      as: 'visitor',
      element: (
        <EventCard
          event={event({
            slotGroup: {
              name: 'Open gym',
              others: [
                { id: 'evt-2', title: 'Open gym, 7 pm', dateStart: '2026-12-06T02:00:00.000Z', cancelled: false },
                { id: 'evt-3', title: 'Open gym, 8 pm', dateStart: '2026-12-06T03:00:00.000Z', cancelled: true },
              ],
            },
          })}
        />
      ),
    });
    const others = await screen.findByRole('list', { name: 'Also in Open gym' });
    expect(within(others).getByRole('link', { name: 'Open gym, 7 pm' })).toHaveAttribute('href', '/evt/evt-2');
    expect(within(others).getByRole('link', { name: 'Open gym, 8 pm' })).toHaveAttribute('href', '/evt/evt-3');
    expect(within(others).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows no group for an event that stands alone', async () => {
    renderRoute('/discover', { as: 'visitor', element: <EventCard event={event()} /> });
    expect(await screen.findByRole('link', { name: 'Open gym, 6 pm' })).toBeInTheDocument();
    expect(screen.queryByText(/^Also in/)).not.toBeInTheDocument();
  });
});
