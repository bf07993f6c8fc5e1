import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { BodyOf } from '@shared/api/routes';
import { messages } from '@shared/constants/messages';
import { emptyWeek, type AvailabilityDto } from '@shared/schemas/availability';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError, type FakeRequest } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { defaultPrivacy } from '../availability-values';
import { austinTrip, availability, genders, savedAvailability as saved } from '../fixtures';
import { AvailabilitySettings } from './availability-settings';
import { CHANGED_ELSEWHERE } from './availability-form';
import { i18n } from '@web/lib/i18n';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Save = (request: FakeRequest<'updateAvailability'>) => Promise<AvailabilityDto>;

let stored: AvailabilityDto;
let save: Mock<Save>;

function serve() {
  fakeApi.on('getAvailability', () => stored);
  fakeApi.on('updateAvailability', (request) => save(request));
  fakeApi.on('listGenders', { items: [...genders] });
}

function renderSettings() {
  return renderRoute('/settings?tab=availability', { as: 'user', element: <AvailabilitySettings uid="user-1" /> });
}

const day = (name: string) => screen.getByRole('group', { name });
const daySwitch = (name: string) => screen.getByRole('switch', { name: `Available on ${name}` });
const sentBody = () => save.mock.calls.at(-1)?.[0].body as BodyOf<'updateAvailability'> & Record<string, unknown>;

describe('availability settings: weekly schedule', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
    stored = availability();
    // The server answers with what it stored, one version on.
    save = vi.fn<Save>(async ({ body }) => saved(body.weekly, { version: (body.version ?? 0) + 1 }));
    serve();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a loading skeleton, then Available hours with a card per weekday, Monday to Sunday', async () => {
    renderSettings();
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability…');

    expect(await screen.findByRole('heading', { name: 'Available hours' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `Available on ${d}`),
    );
    for (const s of screen.getAllByRole('switch')) expect(s).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('turns a day on with 17:00-20:00, off without ranges, and off when its last range is removed', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Available on Monday' }));

    expect(daySwitch('Monday')).toBeChecked();
    expect(screen.getByLabelText('Monday range 1 start')).toHaveValue('17:00');
    expect(screen.getByLabelText('Monday range 1 end')).toHaveValue('20:00');

    await user.click(daySwitch('Monday'));
    expect(daySwitch('Monday')).not.toBeChecked();
    expect(screen.queryByLabelText('Monday range 1 start')).not.toBeInTheDocument();

    await user.click(daySwitch('Monday'));
    await user.click(within(day('Monday')).getByRole('button', { name: 'Add time range to Monday' }));
    expect(screen.getByLabelText('Monday range 2 start')).toHaveValue('20:00');
    await user.click(screen.getByRole('button', { name: 'Remove Monday range 2' }));
    expect(screen.getByRole('button', { name: 'Add time range to Monday' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Monday range 1' }));
    expect(daySwitch('Monday')).not.toBeChecked();
    expect(daySwitch('Monday')).toHaveFocus();
  });

  it('copies a day to all other days', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Available on Tuesday' }));
    fireEvent.change(screen.getByLabelText('Tuesday range 1 start'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('Tuesday range 1 end'), { target: { value: '21:00' } });

    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Copy To All Other Days' }));

    for (const name of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(daySwitch(name)).toBeChecked();
      expect(screen.getByLabelText(`${name} range 1 start`)).toHaveValue('18:00');
      expect(screen.getByLabelText(`${name} range 1 end`)).toHaveValue('21:00');
    }
    expect(screen.getByText('Copied Tuesday’s hours to every other day.')).toBeInTheDocument();
  });

  it('shows the overlap and end-before-start messages at the ranges, and does not save them', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Available on Friday' }));
    await user.click(screen.getByRole('button', { name: 'Add time range to Friday' }));
    fireEvent.change(screen.getByLabelText('Friday range 2 start'), { target: { value: '19:00' } });

    expect(within(day('Friday')).getAllByText(messages.overlappingTimes)).toHaveLength(2);
    expect(screen.getByLabelText('Friday range 2 start')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Friday range 2 start')).toHaveAccessibleDescription(messages.overlappingTimes);

    fireEvent.change(screen.getByLabelText('Friday range 2 start'), { target: { value: '20:30' } });
    fireEvent.change(screen.getByLabelText('Friday range 2 end'), { target: { value: '20:00' } });
    expect(within(day('Friday')).getByText('End time must be later than start time.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the highlighted times, then save again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Friday range 2 end')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('creates the record on a first save, leaving out ranges missing a time, and says so for 5 s', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Available on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add time range to Monday' }));
    fireEvent.change(screen.getByLabelText('Monday range 2 end'), { target: { value: '' } });
    expect(within(day('Monday')).getByText('Set both times, or this range is left out when you save.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const body = sentBody();
    expect(body).not.toHaveProperty('version');
    expect(body.weekly.monday).toEqual({ isAvailable: true, timeRanges: [{ startTime: '17:00', endTime: '20:00' }] });
    expect(body.weekly.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(body.privacy).toEqual(defaultPrivacy());
    expect(body.dateSpecific).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith(messages.availabilitySaved, { duration: 5000 });
    // The form starts again from what was saved.
    expect(screen.queryByLabelText('Monday range 2 start')).not.toBeInTheDocument();
  });

  it('updates an existing record with the version it loaded', async () => {
    stored = saved({ ...emptyWeek(), wednesday: { isAvailable: true, timeRanges: [{ startTime: '06:00', endTime: '07:30' }] } });
    const { user } = renderSettings();

    expect(await screen.findByLabelText('Wednesday range 1 start')).toHaveValue('06:00');
    expect(daySwitch('Wednesday')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ version: 4, weekly: { wednesday: stored.record!.weekly.wednesday } });
  });

  it('keeps the failure message up until it is dismissed', async () => {
    save.mockRejectedValueOnce(new FakeApiError(500, 'Something went wrong on our side. Please try again.'));
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        messages.availabilitySaveFailed,
        expect.objectContaining({ duration: Infinity, closeButton: true }),
      ),
    );
  });

  it('says the availability changed elsewhere on 409 and loads the latest version', async () => {
    stored = saved();
    save.mockImplementationOnce(async () => {
      stored = saved(
        { ...emptyWeek(), sunday: { isAvailable: true, timeRanges: [{ startTime: '10:00', endTime: '12:00' }] } },
        { version: 5 },
      );
      throw new FakeApiError(409, 'Conflict');
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Available on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(i18n._(CHANGED_ELSEWHERE), expect.objectContaining({ duration: Infinity })),
    );
    expect(await screen.findByLabelText('Sunday range 1 start')).toHaveValue('10:00');
    expect(daySwitch('Monday')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(sentBody().version).toBe(5);
  });
});

describe('availability settings: privacy', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stored = availability();
    save = vi.fn<Save>(async () => saved());
    serve();
  });

  it('shows the filter options only when filtered', async () => {
    const { user } = renderSettings();
    const visibility = await screen.findByRole('group', { name: 'Visibility' });
    expect(within(visibility).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Genders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'People I’m connected with' })).not.toBeInTheDocument();

    await user.click(within(visibility).getByRole('radio', { name: 'Filtered' }));

    expect(screen.getByText('If you choose no filters, only you can see your availability.')).toBeInTheDocument();
    const gendersGroup = screen.getByRole('group', { name: 'Genders' });
    await within(gendersGroup).findByRole('checkbox', { name: 'Any' });
    expect(
      within(gendersGroup)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(genders);
    expect(
      within(screen.getByRole('group', { name: 'Communities' }))
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Don’t filter by community', 'People in any of my communities', 'People in all of my communities', 'People in the communities I picked (0)']);
    expect(screen.getByRole('radio', { name: 'Match all chosen filters' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Match any chosen filter' })).toBeChecked();

    await user.click(within(visibility).getByRole('radio', { name: 'Public' }));
    expect(screen.queryByRole('group', { name: 'Genders' })).not.toBeInTheDocument();
  });

  it('saves the chosen filters', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: 'Filtered' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Female' }));
    await user.click(screen.getByRole('checkbox', { name: 'Any' }));
    await user.click(screen.getByRole('radio', { name: 'People in any of my communities' }));
    await user.click(screen.getByRole('checkbox', { name: 'People I’m connected with' }));
    await user.click(screen.getByRole('radio', { name: 'Match all chosen filters' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody().privacy).toEqual({
      visibilityMode: 'filtered',
      allowedGenders: ['Any', 'Female'],
      communityFilter: 'any',
      allowedCommunities: [],
      connectsOnly: true,
      requireAllFilters: true,
    });
  });

  it('picks specific communities from the person’s own and saves their ids', async () => {
    fakeApi.on('listUserTeams', {
      items: [
        { teamId: 'team-1', name: 'Dink Squad', kind: 'community', role: 'member', photoURL: null },
        { teamId: 'team-2', name: 'Sunday League', kind: 'team', role: 'owner', photoURL: null },
      ],
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: 'Filtered' }));
    await user.click(screen.getByRole('radio', { name: 'People in the communities I picked (0)' }));
    const picker = await screen.findByRole('group', { name: /Pick communities/ });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Sunday League' }));
    expect(screen.getByRole('radio', { name: 'People in the communities I picked (1)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody().privacy).toMatchObject({ communityFilter: 'specific', allowedCommunities: ['team-2'] });
    expect(fakeApi.calls('listUserTeams')[0]?.params).toEqual({ uid: 'user-1' });
  });

  it('says when the person is in no communities, with a link to find some', async () => {
    fakeApi.on('listUserTeams', { items: [] });
    stored = saved(emptyWeek(), { privacy: { ...defaultPrivacy(), visibilityMode: 'filtered', communityFilter: 'specific', allowedCommunities: [] } });
    renderSettings();
    expect(await screen.findByText(/You are in no communities\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find communities to join' })).toHaveAttribute('href', '/discover/teams');
  });

  it('keeps the saved choice ticked', async () => {
    fakeApi.on('listUserTeams', { items: [{ teamId: 'team-1', name: 'Dink Squad', kind: 'community', role: 'member', photoURL: null }] });
    stored = saved(emptyWeek(), { privacy: { ...defaultPrivacy(), visibilityMode: 'filtered', communityFilter: 'specific', allowedCommunities: ['team-1'] } });
    renderSettings();
    expect(await screen.findByRole('radio', { name: 'People in the communities I picked (1)' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Dink Squad' })).toBeChecked();
  });
});

describe('availability settings: date-specific hours', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
    save = vi.fn<Save>(async () => saved());
    serve();
  });
  afterEach(() => vi.useRealTimers());

  const trip = austinTrip;

  it('lists upcoming entries and removes one, saved with the rest', async () => {
    stored = saved(emptyWeek(), {
      record: {
        weekly: emptyWeek(),
        dateSpecific: [trip, { ...trip, id: 'ds-2', date: '2026-12-20', endDate: null, isTraveling: false, location: null }],
        updatedAt: '',
      },
    });
    const { user } = renderSettings();

    const list = await screen.findByRole('list', { name: 'Date-specific hours' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Thu, Dec 10 – Sat, Dec 12, 2026');
    expect(items[0]).toHaveTextContent('Travelling to Austin, TX, USA');
    expect(items[0]).toHaveTextContent('18:00–21:00');
    expect(items[1]).toHaveTextContent('Sun, Dec 20, 2026');

    await user.click(screen.getByRole('button', { name: 'Remove date-specific hours for Thu, Dec 10 – Sat, Dec 12, 2026' }));
    expect(screen.getByText('Removed Thu, Dec 10 – Sat, Dec 12, 2026. Save to keep this change.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add date-specific hours' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody().dateSpecific).toEqual([expect.objectContaining({ id: 'ds-2', date: '2026-12-20' })]);
  });

  it('adds an entry from the dialog to the list, saved by the same Save', async () => {
    stored = availability();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add date-specific hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select the date you want to assign specific hours' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-12-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(screen.getByRole('list', { name: 'Date-specific hours' })).getByRole('listitem')).toHaveTextContent(
      'Sat, Dec 5, 2026',
    );
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody().dateSpecific).toEqual([
      {
        id: expect.stringMatching(/^ds-\d+$/),
        date: '2026-12-05',
        endDate: null,
        timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
        dailyTimeRanges: [],
        isTraveling: false,
        location: null,
      },
    ]);
  });
});
