import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { eventFixture } from '../fixtures';
import { EventForm } from './event-form';

const nextYear = new Date().getFullYear() + 1;

function renderForm() {
  return renderRoute('/create', {
    as: 'user',
    routes: [
      { path: '/create', element: <EventForm /> },
      { path: '/evt/:id', element: <p>event page</p> },
      { path: '/discover', element: <p>discover page</p> },
    ],
  });
}

function answer(created: () => ReturnType<typeof eventFixture> = () => eventFixture({ id: 'evt-new' })) {
  fakeApi
    .on('getMe', profileDto())
    .on('listGameTypes', { items: [{ label: 'Other' }, { label: 'Basketball' }] })
    .on('searchCities', { items: [{ name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }] })
    .on('listNearbyPlaces', { items: [], total: 0, page: 1, hasMore: false })
    // No payout account: the price fields stay hidden, as for most organisers.
    .on('getPayoutAccount', { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false, state: 'none', requirements: [] })
    .on('createEvent', created);
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Friday hoops');
  await within(screen.getByLabelText('Game type')).findByRole('option', { name: 'Basketball' });
  await user.selectOptions(screen.getByLabelText('Game type'), 'Basketball');
  await user.type(screen.getByLabelText('Date'), `${nextYear}-01-15`);
  await user.type(screen.getByLabelText('Start time'), '18:30');
  await user.click(screen.getByRole('radio', { name: 'An address' }));
  await user.type(screen.getByLabelText('Place name'), 'Rec center');
  await user.type(screen.getByRole('combobox', { name: 'City' }), 'Denver');
  await user.click(await within(await screen.findByRole('listbox', {}, { timeout: 10_000 })).findByRole('option', { name: 'Denver, CO' }));
}

// Typing into many fields with user-event is slow in jsdom, and every role query also walks the
// time zone select's ~420 options.
vi.setConfig({ testTimeout: 40_000 });

describe('EventForm', () => {
  it('shows a hosting team admin the price the creator set, without offering to change it', async () => {
    answer();
    fakeApi.on('getPayoutAccount', { stripeId: 'acct_1', stripeChargesEnabled: true, stripeDetailsSubmitted: true, state: 'active', requirements: [] });
    const event = eventFixture({ id: 'evt-1', creatorId: 'someone-else', creatorName: 'Olivia Organiser', price: 1500, currency: 'usd' });
    renderRoute('/event/evt-1/edit', { as: 'user', element: <EventForm event={event} /> });
    expect(await screen.findByText('Price per person: 15.00. Only Olivia Organiser can change it: payments go to their payout account.')).toBeVisible();
    expect(screen.queryByLabelText('Price per person')).not.toBeInTheDocument();
  });

  it('asks before leaving with changes not saved; staying keeps them, and an untouched form just goes', async () => {
    answer();
    const { user, router } = renderForm();
    const title = await screen.findByLabelText('Title');
    await router.navigate('/discover');
    expect(await screen.findByText('discover page')).toBeInTheDocument();

    await router.navigate('/create');
    await user.type(await screen.findByLabelText('Title'), 'Half way');
    void router.navigate('/discover');
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay and save' }));
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByLabelText('Title')).toHaveValue('Half way');

    void router.navigate('/discover');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('discover page')).toBeInTheDocument();
    expect(title).not.toBeInTheDocument();
  });

  it('labels every field', async () => {
    answer();
    const { user } = renderForm();
    for (const label of [
      'Title',
      'Game type',
      'Description (optional)',
      'Team name (optional)',
      'Slot group (optional)',
      'Date',
      'Start time',
      'Time zone',
      'Hours',
      'Minutes',
      'Repeat',
      'Capacity',
      'Hours to cancel before',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const name of [
      'Allow a waitlist when full',
      'Allow late RSVPs (after the start)',
      'Approve each player before they join',
      'Minimum players needed',
      'Players may bring guests',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    }
    // Guests bring a limit, but nothing to charge: events have no price yet.
    await user.click(screen.getByRole('checkbox', { name: 'Players may bring guests' }));
    expect(screen.getByLabelText('Guest limit per player')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Charge guests' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Private event (only people with the link can find it)' }));
    expect(screen.getByLabelText('Make public after (optional)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Repeat'), 'Weekly');
    expect(within(screen.getByRole('group', { name: 'Repeat on' })).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByLabelText('Repeat until')).toBeInTheDocument();
    expect(screen.getByLabelText('Skip a date')).toBeInTheDocument();
  });

  it('asks for the rescue window beside the minimum', async () => {
    answer();
    const { user } = renderForm();
    expect(screen.queryByLabelText('Rescue window (hours)')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Minimum players needed' }));
    expect(screen.getByLabelText('Minimum needed')).toBeInTheDocument();
    expect(screen.getByLabelText('Rescue window (hours)')).toHaveAttribute('max', '72');
  });

  it('shows field errors for bad input and sends nothing', async () => {
    answer();
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Choose a game type');
    expect(alerts).toContain('Choose a date and a start time');
    expect(fakeApi.calls('createEvent')).toEqual([]);
  });

  it('creates the event in the zone of its place and goes to its page', async () => {
    answer();
    const { user, router } = renderForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Capacity'), '10');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/evt/evt-new'));
    const body = fakeApi.calls('createEvent')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Friday hoops',
      gameType: 'Basketball',
      timeZone: 'America/Denver',
      duration: { hours: 1, minutes: 0 },
      location: { name: 'Rec center', address: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
      capacity: 10,
      reoccurringInfo: null,
    });
    // 18:30 in Denver in January is MST (-07:00), whatever zone the browser is in.
    expect(body.dateStart).toBe(`${nextYear}-01-15T18:30:00-07:00`);
  });

  it('sets the time zone from the chosen place, says so, and lets the organiser pick another', async () => {
    answer();
    fakeApi.on('searchCities', { items: [{ name: 'New York, NY', lat: 40.7128, lng: -74.006 }] });
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Friday hoops');
    await within(screen.getByLabelText('Game type')).findByRole('option', { name: 'Basketball' });
    await user.selectOptions(screen.getByLabelText('Game type'), 'Basketball');
    await user.type(screen.getByLabelText('Date'), `${nextYear}-01-15`);
    await user.type(screen.getByLabelText('Start time'), '19:00');
    await user.click(screen.getByRole('radio', { name: 'An address' }));
    await user.type(screen.getByLabelText('Place name'), 'Pier 2');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'New York');
    await user.click(await within(await screen.findByRole('listbox', {}, { timeout: 10_000 })).findByRole('option', { name: 'New York, NY' }));

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await vi.waitFor(() => expect(zone).toHaveValue('America/New_York'));
    expect(zone).toHaveAccessibleDescription('Set from the place’s location. Change it if the game keeps another clock.');
    expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription('Times are in America/New York.');

    await user.selectOptions(zone, 'America/Chicago');
    expect(zone).toHaveAccessibleDescription(
      'The place is in America/New York; times are entered and shown in the zone chosen here.',
    );
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/evt/evt-new'));
    const body = fakeApi.calls('createEvent')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ timeZone: 'America/Chicago', dateStart: `${nextYear}-01-15T19:00:00-06:00` });
  });

  it('puts a refused time zone from the server on the Time zone field', async () => {
    answer(() => {
      throw new FakeApiError(400, 'Invalid input', [{ path: 'timeZone', message: 'Choose a time zone from the list (an IANA name such as America/Denver)' }]);
    });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await vi.waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('Choose a time zone from the list'));
  });

  it('puts the server’s 400 issues on the fields', async () => {
    answer(() => {
      throw new FakeApiError(400, 'Invalid input', [{ path: 'capacity', message: 'Capacity must be at most 10000' }]);
    });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Capacity must be at most 10000')).toBeInTheDocument();
    expect(screen.getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true');
  });
});
