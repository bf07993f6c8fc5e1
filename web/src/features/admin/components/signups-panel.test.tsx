import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { SignupsPanel } from './signups-panel';

describe('SignupsPanel', () => {
  it('counts the last 30 days, and the period select asks for another range', async () => {
    fakeApi.on('getSignupStats', ({ query }) => ({ total: 40, lastDays: Number(query.days) === 7 ? 3 : 12, days: [] }));
    const { user } = renderRoute('/admin', { as: 'admin', element: <SignupsPanel /> });

    expect(await screen.findByText('12')).toBeInTheDocument();
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveValue('30');

    await user.selectOptions(period, 'Last 7 days');
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByText('Last 7 days', { selector: 'dt' })).toBeInTheDocument();
    expect(fakeApi.calls('getSignupStats').map((c) => Number((c.query as { days?: unknown }).days))).toEqual([30, 7]);
  });

  it('keeps the scrolling table of days within reach of the keyboard', async () => {
    fakeApi.on('getSignupStats', () => ({ total: 2, lastDays: 2, days: [{ day: '2026-11-26', count: 2 }] }));
    const { user } = renderRoute('/admin', { as: 'admin', element: <SignupsPanel /> });

    const box = await screen.findByRole('region', { name: 'New profiles by day' });
    expect(box).toContainElement(screen.getByRole('table', { name: /New profiles per day/ }));
    await user.tab();
    await user.tab();
    expect(box).toHaveFocus();
  });
});
