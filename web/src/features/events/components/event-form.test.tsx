import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, api } from '../../../lib/api-client';
import { profileDto } from '../../../test/fixtures';
import { EventForm } from './event-form';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args?: unknown) => Promise<unknown>>;

const nextYear = new Date().getFullYear() + 1;

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/create', Component: () => <EventForm /> },
      { path: '/evt/:id', Component: () => <p>event page</p> },
    ],
    { initialEntries: ['/create'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

function answer(created: unknown = { id: 'evt-new' }) {
  call.mockImplementation(async (id: string) => {
    if (id === 'getMe') return profileDto();
    if (id === 'listGameTypes') return { items: [{ label: 'Other' }, { label: 'Basketball' }] };
    if (id === 'searchCities') return { items: [{ name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }] };
    if (id === 'listNearbyPlaces') return { items: [], total: 0, page: 1, hasMore: false };
    if (id === 'createEvent') {
      if (created instanceof Error) throw created;
      return created;
    }
    throw new Error(`unexpected ${id}`);
  });
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Title'), 'Friday hoops');
  await screen.findByRole('option', { name: 'Basketball' });
  await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Basketball');
  await userEvent.type(screen.getByLabelText('Date'), `${nextYear}-01-15`);
  await userEvent.type(screen.getByLabelText('Start time'), '18:30');
  await userEvent.click(screen.getByRole('radio', { name: 'An address' }));
  await userEvent.type(screen.getByLabelText('Place name'), 'Rec center');
  await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Denver');
  await userEvent.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 2000 }));
}

// Typing into many fields with user-event is slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('EventForm', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('labels every field', async () => {
    answer();
    renderForm();
    for (const label of [
      'Title',
      'Game type',
      'Description (optional)',
      'Team name (optional)',
      'Slot group (optional)',
      'Date',
      'Start time',
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
    await userEvent.click(screen.getByRole('checkbox', { name: 'Private event (only people with the link can find it)' }));
    expect(screen.getByLabelText('Make public after (optional)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Weekly');
    expect(within(screen.getByRole('group', { name: 'Repeat on' })).getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByLabelText('Repeat until')).toBeInTheDocument();
    expect(screen.getByLabelText('Skip a date')).toBeInTheDocument();
  });

  it('shows field errors for bad input and sends nothing', async () => {
    answer();
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Choose a game type');
    expect(alerts).toContain('Choose a date and a start time');
    expect(call).not.toHaveBeenCalledWith('createEvent', expect.anything());
  });

  it('creates the event in the organiser’s zone and goes to its page', async () => {
    answer();
    const router = renderForm();
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('Capacity'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/evt/evt-new'));
    const [, args] = call.mock.calls.find(([id]) => id === 'createEvent')! as unknown as [
      string,
      { body: Record<string, unknown> },
    ];
    expect(args.body).toMatchObject({
      title: 'Friday hoops',
      gameType: 'Basketball',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      duration: { hours: 1, minutes: 0 },
      location: { name: 'Rec center', address: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
      capacity: 10,
      reoccurringInfo: null,
    });
    expect(Date.parse(args.body.dateStart as string)).toBe(new Date(nextYear, 0, 15, 18, 30).getTime());
  });

  it('puts the server’s 400 issues on the fields', async () => {
    answer(new ApiError(400, 'Invalid input', [{ path: 'capacity', message: 'Capacity must be at most 10000' }]));
    renderForm();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Capacity must be at most 10000')).toBeInTheDocument();
    expect(screen.getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true');
  });
});
