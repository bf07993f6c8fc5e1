import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { eventSummary, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { placeDto } from '../fixtures';
import { PlaceView } from './place-view';

const place = placeDto();

/** The API's answers; a viewer uid signs someone in (a visitor's page never asks who they are). */
function answer({
  viewerUid,
  events = [] as ReturnType<typeof eventSummary>[],
  placeError,
}: {
  viewerUid?: string;
  events?: ReturnType<typeof eventSummary>[];
  placeError?: FakeApiError;
}) {
  fakeApi.on('getPlace', () => {
    if (placeError) throw placeError;
    return place;
  });
  fakeApi.on('listPlaceEvents', { items: events, total: events.length, page: 1, hasMore: false });
  if (viewerUid !== undefined) fakeApi.on('getMe', profileDto({ uid: viewerUid, id: viewerUid }));
  return { as: viewerUid === undefined ? ('visitor' as const) : ('user' as const) };
}

function renderView(session: { as: 'visitor' | 'user' }) {
  return renderRoute('/places/view/pl-1', { ...session, routes: [{ path: '/places/view/:id', element: <PlaceView placeId="pl-1" /> }] });
}

describe('PlaceView', () => {
  it('shows the place, directions and its upcoming events linking to their pages', async () => {
    renderView(answer({ events: [eventSummary({ id: 'evt-7', title: 'Lunchtime Hoops' })] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Congress Park Courts' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Game types' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Basketball', 'Pickleball']);
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=39.7296,-104.9573',
    );
    const events = await screen.findByRole('list', { name: 'Upcoming events at Congress Park Courts' });
    expect(within(events).getByRole('link', { name: /Lunchtime Hoops/ })).toHaveAttribute('href', '/evt/evt-7');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says when nothing is planned there', async () => {
    renderView(answer({}));
    expect(await screen.findByText('No upcoming events at Congress Park Courts yet.')).toBeInTheDocument();
  });

  it('offers Edit to the person who added the place only', async () => {
    renderView(answer({ viewerUid: 'user-1' }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/places/edit/pl-1');
  });

  it('hides Edit from someone else signed in', async () => {
    renderView(answer({ viewerUid: 'user-2' }));
    await screen.findByRole('heading', { level: 1, name: 'Congress Park Courts' });
    await waitFor(() => expect(fakeApi.calls('getMe')).not.toHaveLength(0));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the composed actions (follow) to someone signed in, never to a visitor', async () => {
    const actions = (p: { name: string }) => <button type="button">Follow {p.name}</button>;
    const route = (session: { as: 'visitor' | 'user' }) =>
      renderRoute('/places/view/pl-1', { ...session, routes: [{ path: '/places/view/:id', element: <PlaceView placeId="pl-1" actions={actions} /> }] });
    const first = route(answer({ viewerUid: 'user-2' }));
    expect(await screen.findByRole('button', { name: 'Follow Congress Park Courts' })).toBeInTheDocument();
    first.unmount();
    route(answer({}));
    await screen.findByRole('heading', { level: 1, name: 'Congress Park Courts' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('says "Place not found" for a missing place', async () => {
    renderView(answer({ placeError: new FakeApiError(404, messages.placeNotFound) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Place not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events nearby' })).toHaveAttribute('href', '/discover');
  });
});
