import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityMessages, type ActivitySubscription } from '@shared/schemas/activity-subscription';
import { activateLocale } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toDateText } from '../activity-form';
import { ActivitySubscriptionsPanel } from './activity-subscriptions-panel';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const limon = { name: 'Limon, CO', description: 'Limon, CO', lat: 39.26, lng: -103.69 };
const saved: ActivitySubscription = { id: 5, address: limon, radius: 20, activities: ['Soccer'], startDate: null, endDate: null };

beforeEach(() => {
  fakeApi.on('searchCities', ({ query }) => ({ items: query.q.startsWith('Den') ? [{ name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }] : [] }));
  fakeApi.on('updateActivitySubscriptions', ({ body }) => ({ activitySubscriptions: body.activitySubscriptions }));
});
afterEach(() => vi.clearAllMocks());

const renderPanel = (initial: ActivitySubscription[]) =>
  renderRoute('/settings', { as: 'user', element: <ActivitySubscriptionsPanel uid="user-1" initial={initial} /> });

describe('activity subscriptions panel', () => {
  it('adds a subscription: a chosen place, a radius of 1–50 miles and activities, kept while the list is searched', async () => {
    const { user } = renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity subscription' });
    const radius = within(dialog).getByLabelText('Radius (miles)');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(radius).toHaveValue(15);
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: 'Location' }), 'Den');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 2000 }));
    const filter = within(dialog).getByLabelText('Search activities');
    await user.type(filter, 'pick');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pickleball' }));
    await user.clear(filter);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tennis' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Pickleball' })).toBeChecked();

    await user.clear(radius);
    await user.type(radius, '51');
    expect(await within(dialog).findByText(activityMessages.radius)).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.clear(radius);
    await user.type(radius, '20');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(activityMessages.saved, { duration: 3000 }));
    const list = screen.getByRole('list', { name: 'Activity subscriptions' });
    expect(list).toHaveTextContent('Denver, CO · within 20 miles');
    expect(list).toHaveTextContent('Pickleball, Tennis');
    expect(fakeApi.calls('updateActivitySubscriptions')[0]?.body).toMatchObject({
      activitySubscriptions: [
        { address: { name: 'Denver, CO', description: 'Denver, CO', lat: 39.7392, lng: -104.9903 }, radius: 20, activities: ['Pickleball', 'Tennis'], startDate: null, endDate: null },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a location must be chosen from the list once the field is left', async () => {
    const { user } = renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity subscription' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    await user.tab();
    expect(await within(dialog).findByText(activityMessages.invalidLocation)).toBeInTheDocument();
  });

  it('edits an entry as temporary: it starts today, and an end before the start blocks saving', async () => {
    const { user } = renderPanel([saved]);
    await user.click(screen.getByRole('button', { name: /^Edit ?the subscription near Limon, CO$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity subscription' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(within(dialog).getByRole('switch', { name: 'Temporary' }));
    const today = toDateText(Date.now());
    expect(within(dialog).getByLabelText('Start date')).toHaveValue(today);
    expect(within(dialog).getByText('MM/DD/YYYY – MM/DD/YYYY')).toBeInTheDocument();

    const end = within(dialog).getByLabelText('End date');
    fireEvent.change(end, { target: { value: '2000-01-01' } });
    expect(await within(dialog).findByText(activityMessages.endBeforeStart)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(save).toBeDisabled());

    fireEvent.change(end, { target: { value: today } });
    await waitFor(() => expect(within(dialog).queryByText(activityMessages.endBeforeStart)).not.toBeInTheDocument());
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(activityMessages.saved, { duration: 3000 }));
    const body = fakeApi.calls('updateActivitySubscriptions')[0]?.body as { activitySubscriptions: ActivitySubscription[] };
    expect(body.activitySubscriptions).toHaveLength(1);
    expect(body.activitySubscriptions[0]).toMatchObject({ id: 5, radius: 20, activities: ['Soccer'] });
    expect(body.activitySubscriptions[0]!.endDate! - body.activitySubscriptions[0]!.startDate!).toBe(24 * 3600 * 1000 - 1);
    expect(screen.getByRole('list', { name: 'Activity subscriptions' })).toHaveTextContent('Temporary:');
  });

  it('deletes an entry', async () => {
    const { user } = renderPanel([saved]);
    await user.click(screen.getByRole('button', { name: /^Delete ?the subscription near Limon, CO$/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(activityMessages.deleted, { duration: 3000 }));
    expect(screen.getByText('You have no activity subscriptions yet.')).toBeInTheDocument();
  });

  it('names, sorts and finds activities in the app’s language, and keeps storing them in English', async () => {
    await activateLocale('es');
    try {
      const { user } = renderPanel([{ ...saved, activities: ['Soccer', 'Table Tennis'] }]);
      expect(screen.getByText('Fútbol, Tenis de mesa')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Agregar/ }));
      const dialog = await screen.findByRole('dialog');
      const boxes = within(dialog).getAllByRole('checkbox').map((b) => b.closest('label')!.textContent);
      expect(boxes).toEqual([...boxes].sort((a, b) => a!.localeCompare(b!, 'es')));
      expect(boxes.indexOf('Fútbol')).toBeGreaterThan(boxes.indexOf('Básquetbol'));
      await user.type(within(dialog).getByRole('searchbox'), 'tenis de');
      expect(within(dialog).getAllByRole('checkbox').map((b) => b.closest('label')!.textContent)).toEqual(['Tenis de mesa']);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Tenis de mesa' }));
      expect(within(dialog).getByRole('checkbox', { name: 'Tenis de mesa' })).toHaveAttribute('value', 'Table Tennis');
    } finally {
      await activateLocale('en');
    }
  });
});
