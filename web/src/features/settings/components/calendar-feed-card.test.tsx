import { i18n } from '@web/lib/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { CALENDAR_LINK_CHANGED, CALENDAR_LINK_COPIED, CalendarFeedCard } from './calendar-feed-card';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const feed = (secret: string) => ({
  url: `https://rally.test/api/calendar/${secret}.ics`,
  webcalUrl: `webcal://rally.test/api/calendar/${secret}.ics`,
});
const oldSecret = 'a'.repeat(43);
const newSecret = 'b'.repeat(43);

describe('CalendarFeedCard', () => {
  it('shows the https and webcal links, copies one, and after a confirm shows the new link', async () => {
    let current = feed(oldSecret);
    fakeApi.on('getMyCalendarFeed', () => current);
    fakeApi.on('rotateMyCalendarFeed', () => (current = feed(newSecret)));
    const { user } = renderRoute('/settings', { as: 'user', element: <CalendarFeedCard /> });

    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Calendar link (https)')).toHaveValue(feed(oldSecret).url);
    expect(screen.getByLabelText('Subscribe link (webcal)')).toHaveValue(feed(oldSecret).webcalUrl);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', feed(oldSecret).webcalUrl);

    await user.click(screen.getByRole('button', { name: 'Copy subscribe link (webcal)' }));
    expect(await navigator.clipboard.readText()).toBe(feed(oldSecret).webcalUrl);
    expect(toast.success).toHaveBeenCalledWith(i18n._(CALENDAR_LINK_COPIED), { duration: 3000 });

    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Get a new calendar link?' });
    expect(fakeApi.calls('rotateMyCalendarFeed')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Get a new link' }));
    await waitFor(() => expect(screen.getByLabelText('Calendar link (https)')).toHaveValue(feed(newSecret).url));
    expect(fakeApi.calls('rotateMyCalendarFeed')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(i18n._(CALENDAR_LINK_CHANGED), { duration: 3000 });
  });

  it('keeps the old link when the change is cancelled', async () => {
    fakeApi.on('getMyCalendarFeed', feed(oldSecret));
    const { user } = renderRoute('/settings', { as: 'user', element: <CalendarFeedCard /> });
    await screen.findByLabelText('Calendar link (https)');
    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls('rotateMyCalendarFeed')).toHaveLength(0);
    expect(screen.getByLabelText('Calendar link (https)')).toHaveValue(feed(oldSecret).url);
  });

  it('says when the link cannot be loaded and tries again', async () => {
    let fail = true;
    fakeApi.on('getMyCalendarFeed', () => {
      if (fail) throw new FakeApiError(500, 'Server down');
      return feed(oldSecret);
    });
    const { user } = renderRoute('/settings', { as: 'user', element: <CalendarFeedCard /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your calendar link could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Calendar link (https)')).toHaveValue(feed(oldSecret).url);
  });
});
