import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { followMessages } from '@shared/constants/follow-messages';
import type { EventSummaryDto } from '@shared/schemas/event';
import type { FollowedDto, FollowsDto } from '@shared/schemas/follow';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { FollowingPage } from './following-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const summary = (id: string, title: string): EventSummaryDto => ({
  id,
  title,
  gameType: 'Soccer',
  dateStart: '2026-12-06T01:30:00.000Z',
  location: { placeId: null, name: 'City Park', lat: 40, lng: -74 },
  cancelled: false,
  creatorId: 'sam',
});

const followed = (kind: FollowedDto['kind'], targetId: string, name: string, nextEvents: EventSummaryDto[] = []): FollowedDto => ({
  kind,
  targetId,
  name,
  photoURL: null,
  link: kind === 'host' ? `/profile/${targetId}` : kind === 'team' ? `/team/${targetId}` : `/places/view/${targetId}`,
  nextEvents,
});

const renderPage = () => renderRoute('/following', { as: 'user', element: <FollowingPage /> });

describe('FollowingPage', () => {
  it('lists hosts, teams and places with their next events, and unfollows one', async () => {
    let data: FollowsDto = {
      hosts: [followed('host', 'sam', 'Sam', [summary('evt-1', 'Pickup soccer')])],
      teams: [followed('team', 'team-1', 'Eastside FC')],
      places: [followed('place', 'place-1', 'City Park', [summary('evt-2', 'Sunday run')])],
    };
    fakeApi
      .on('listFollows', () => data)
      .on('unfollowTarget', ({ params }) => {
        data = { ...data, hosts: data.hosts.filter((h) => h.targetId !== params.targetId) };
        return { ...params, following: false };
      });
    const { user } = renderPage();
    const hosts = await screen.findByRole('list', { name: 'Hosts' });
    expect(within(hosts).getByRole('link', { name: 'Sam' })).toHaveAttribute('href', '/profile/sam');
    expect(within(hosts).getByRole('link', { name: /Pickup soccer/ })).toHaveAttribute('href', '/evt/evt-1');
    const teams = screen.getByRole('list', { name: 'Teams' });
    expect(within(teams).getByRole('link', { name: 'Eastside FC' })).toHaveAttribute('href', '/team/team-1');
    expect(within(teams).getByText('No upcoming events.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Places' })).getByRole('link', { name: /Sunday run/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow Sam' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Eastside FC' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hosts' })).not.toBeInTheDocument();
    expect(fakeApi.calls('unfollowTarget').map((c) => c.params)).toEqual([{ kind: 'host', targetId: 'sam' }]);
  });

  it('says where to find hosts when the person follows nobody', async () => {
    fakeApi.on('listFollows', { hosts: [], teams: [], places: [] });
    renderPage();
    expect(await screen.findByText(followMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('says it is loading, then offers to try again when the list cannot be loaded', async () => {
    fakeApi.on('listFollows', () => {
      throw new FakeApiError(500, 'Server unavailable');
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading what you follow…');
    expect(await screen.findByText('What you follow could not be loaded.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
