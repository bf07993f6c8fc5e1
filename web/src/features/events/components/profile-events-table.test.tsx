import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/constants/event-messages';
import type { EventSummaryDto } from '@shared/schemas/event';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { ProfileEventsTable, profileEventsPageSize } from './profile-events-table';

const summary = (i: number, overrides: Partial<EventSummaryDto> = {}): EventSummaryDto => ({
  id: `evt-${i}`,
  title: `Game ${i}`,
  gameType: 'Soccer',
  dateStart: '2026-10-01T17:00:00.000Z',
  location: { placeId: null, name: 'City Park', lat: 40, lng: -74 },
  cancelled: false,
  creatorId: 'sam',
  ...overrides,
});

const renderTable = () =>
  renderRoute('/profile/sam', { as: 'user', element: <ProfileEventsTable uid="sam" name="Sam Striker" /> });

describe('ProfileEventsTable', () => {
  it('lists past games a page at a time, each linking to its event', async () => {
    fakeApi.on('listUserEvents', ({ query }) => {
      const page = Number(query.page ?? 1);
      const all = Array.from({ length: profileEventsPageSize + 2 }, (_, i) => summary(i + 1));
      const start = (page - 1) * profileEventsPageSize;
      return { items: all.slice(start, start + profileEventsPageSize), total: all.length, page, hasMore: start + profileEventsPageSize < all.length };
    });
    const { user } = renderTable();
    const table = await screen.findByRole('table', { name: 'Past games of Sam Striker' });
    expect(within(table).getAllByRole('row')).toHaveLength(profileEventsPageSize + 1);
    expect(within(table).getByRole('link', { name: 'Game 1' })).toHaveAttribute('href', '/evt/evt-1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Game 12' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(fakeApi.calls('listUserEvents').map((c) => c.query)).toEqual([
      { role: 'joined', pastFuture: 'past', page: 1, limit: profileEventsPageSize },
      { role: 'joined', pastFuture: 'past', page: 2, limit: profileEventsPageSize },
    ]);
  });

  it('switches to created games from page one and says when there are none', async () => {
    fakeApi.on('listUserEvents', ({ query }) =>
      query.role === 'created' ? { items: [], total: 0, page: 1, hasMore: false } : { items: [summary(1)], total: 1, page: 1, hasMore: false },
    );
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Game 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Past games created');
    expect(await screen.findByText('No past games created.')).toBeInTheDocument();
    expect(fakeApi.calls('listUserEvents').at(-1)?.query).toMatchObject({ role: 'created', pastFuture: 'past', page: 1 });
  });

  it('says plainly when the person keeps games private, as their choice with nothing to retry', async () => {
    fakeApi.on('listUserEvents', ({ query }) => {
      if (query.pastFuture === 'future') throw new FakeApiError(403, eventMessages.upcomingGamesPrivate);
      if (query.role === 'joined') throw new FakeApiError(403, eventMessages.gamesAttendedPrivate);
      return { items: [], total: 0, page: 1, hasMore: false };
    });
    const { user } = renderTable();
    expect(await screen.findByText(/keeps the games they attended private\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Upcoming games created');
    expect(await screen.findByText(/keeps their upcoming games private\.$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Past games created');
    expect(await screen.findByText('No past games created.')).toBeInTheDocument();
  });

  it('shows a failure with its reason and a way to try again', async () => {
    fakeApi.on('listUserEvents', () => {
      throw new FakeApiError(500, 'Something went wrong');
    });
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
