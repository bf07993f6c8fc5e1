import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { availabilityErrors } from '@shared/schemas/availability';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import DateSpecificDialog from './date-specific-dialog';

const DATE_TITLE = 'Select the date you want to assign specific hours';

const today = '2026-12-01';
let onAdd: Mock;
let onOpenChange: Mock;
let user: ReturnType<typeof renderRoute>['user'];

function renderDialog() {
  onAdd = vi.fn();
  onOpenChange = vi.fn();
  ({ user } = renderRoute('/settings?tab=availability', {
    as: 'user',
    element: <DateSpecificDialog open onOpenChange={onOpenChange} onAdd={onAdd} today={today} />,
  }));
  return screen.getByRole('dialog');
}

const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add' });

describe('add date-specific hours dialog', () => {
  beforeEach(() => {
    fakeApi.on('searchCities', ({ query }) => ({
      items: query.q.startsWith('Aus') ? [{ name: 'Austin, TX', lat: 30.2672, lng: -97.7431 }] : [],
    }));
  });

  it('is titled for a date, and for travel while travelling', async () => {
    const dialog = renderDialog();
    expect(screen.getByRole('dialog', { name: DATE_TITLE })).toBe(dialog);

    await user.click(within(dialog).getByRole('switch', { name: 'I’m travelling' }));
    expect(screen.getByRole('dialog', { name: 'Add Travel Availability' })).toBe(dialog);

    await user.click(within(dialog).getByRole('switch', { name: 'I’m travelling' }));
    expect(screen.getByRole('dialog', { name: DATE_TITLE })).toBe(dialog);
  });

  it('offers a single date or a range, and travelling forces a range and asks where', async () => {
    const dialog = renderDialog();
    expect(within(dialog).getByRole('radio', { name: 'Single date' })).toBeChecked();
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('min', today);
    expect(within(dialog).queryByLabelText('End date')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'I’m travelling' }));

    expect(within(dialog).getByRole('radio', { name: 'Date range' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Single date' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Start date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End date')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Where are you travelling?' })).toBeInTheDocument();
  });

  it('shows the per-day hours toggle once a range has both dates, with hours for each day', async () => {
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Date range' }));
    setDate(dialog, 'Start date', '2026-12-05');
    expect(within(dialog).queryByRole('switch', { name: 'Set hours for each day' })).not.toBeInTheDocument();

    setDate(dialog, 'End date', '2026-12-07');
    await user.click(within(dialog).getByRole('switch', { name: 'Set hours for each day' }));

    for (const day of ['Sat, Dec 5', 'Sun, Dec 6', 'Mon, Dec 7']) {
      expect(within(dialog).getByRole('group', { name: day })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(`${day} range 1 start`)).toHaveValue('17:00');
    }
    fireEvent.change(within(dialog).getByLabelText('Sun, Dec 6 range 1 start'), { target: { value: '09:00' } });
    await user.click(addButton(dialog));

    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        date: '2026-12-05',
        endDate: '2026-12-07',
        timeRanges: [],
        dailyTimeRanges: [
          { date: '2026-12-05', timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
          { date: '2026-12-06', timeRanges: [{ startTime: '09:00', endTime: '20:00' }] },
          { date: '2026-12-07', timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
        ],
      }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('clears the end date when the start moves past it, and limits the end to a month', async () => {
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Date range' }));
    setDate(dialog, 'Start date', '2026-12-05');
    expect(within(dialog).getByLabelText('End date')).toHaveAttribute('max', '2027-01-05');
    setDate(dialog, 'End date', '2026-12-08');

    setDate(dialog, 'Start date', '2026-12-09');

    expect(within(dialog).getByLabelText('End date')).toHaveValue('');
    expect(addButton(dialog)).toBeDisabled();
  });

  it('keeps Add disabled until the date is valid and every day has a valid range', async () => {
    const dialog = renderDialog();
    expect(addButton(dialog)).toBeDisabled();

    setDate(dialog, 'Date', '2026-11-30');
    expect(within(dialog).getByText(availabilityErrors.startBeforeToday)).toBeInTheDocument();
    expect(addButton(dialog)).toBeDisabled();

    setDate(dialog, 'Date', '2026-12-02');
    expect(addButton(dialog)).toBeEnabled();

    fireEvent.change(within(dialog).getByLabelText('Hours range 1 end'), { target: { value: '16:00' } });
    expect(within(dialog).getByText(availabilityErrors.endTimeBeforeStartTime)).toBeInTheDocument();
    expect(addButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Hours range 1' }));
    expect(within(dialog).getByText(availabilityErrors.dayWithoutRange)).toBeInTheDocument();
    expect(addButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Add time range to Hours' }));
    expect(addButton(dialog)).toBeEnabled();
  });

  it('says a date is required once the date field is left empty', async () => {
    const dialog = renderDialog();
    await user.click(within(dialog).getByLabelText('Date'));
    await user.tab();
    expect(within(dialog).getByText(availabilityErrors.dateRequired)).toBeInTheDocument();
  });

  it('adds a trip with the chosen city as its location', async () => {
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'I’m travelling' }));
    setDate(dialog, 'Start date', '2026-12-10');
    setDate(dialog, 'End date', '2026-12-12');
    expect(addButton(dialog)).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: 'Where are you travelling?' }), 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX' }, { timeout: 2000 }));
    await user.click(addButton(dialog));

    expect(onAdd).toHaveBeenCalledWith({
      id: expect.stringMatching(/^ds-\d+$/),
      date: '2026-12-10',
      endDate: '2026-12-12',
      timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
      dailyTimeRanges: [],
      isTraveling: true,
      location: { city: 'Austin', state: 'TX', country: 'US', lat: 30.2672, lng: -97.7431, formattedAddress: 'Austin, TX, USA' },
    });
  });
});
