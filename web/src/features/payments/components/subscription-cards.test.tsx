import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@shared/constants/payments';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { SubscriptionCards } from './subscription-cards';

describe('SubscriptionCards (spec §2 Your Subscriptions)', () => {
  it('names each looked-up product, and shows a failed lookup as no subscription (§8), without asking again', async () => {
    fakeApi.on('listMySubscriptions', { items: [] });
    fakeApi.on('lookupSubscriptions', ({ query }) => {
      if (query.kind === 'community') throw new FakeApiError(502, 'Stripe is unavailable');
      return { items: [{ id: 'sub_1', productId: 'prod_plus', status: 'active', periodEnd: null }] };
    });
    fakeApi.on('getProduct', { id: 'prod_plus', name: 'Member Plus Yearly' });
    renderRoute('/', { as: 'user', element: <SubscriptionCards /> });

    const organizer = screen.getByRole('article', { name: 'Organizer Pro' });
    expect(await within(organizer).findByText(paymentMessages.noActiveSubscription)).toBeInTheDocument();
    expect(within(organizer).getByRole('link', { name: 'See Organizer Pro plans' })).toHaveAttribute('href', '/organizer/pricing');
    const memberPlus = screen.getByRole('article', { name: 'Member Plus' });
    expect(await within(memberPlus).findByText('Member Plus Yearly')).toBeInTheDocument();
    expect(fakeApi.calls('lookupSubscriptions').filter((call) => (call.query as { kind: string }).kind === 'community')).toHaveLength(1);
  });
});
