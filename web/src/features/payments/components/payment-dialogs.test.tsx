import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@shared/constants/payments';
import type { PlanDto, SubscriptionDto } from '@shared/schemas/payments';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { ChangePlanDialog } from './change-plan-dialog';
import { ConnectDialog } from './connect-dialog';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@web/lib/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const plan = (id: string, label: string, cost: number): PlanDto => ({
  id,
  uid: id,
  item: 'teams',
  label,
  priceId: `price_${id}`,
  cost,
  interval: 'month',
  features: [`${label} feature`],
});

const subscription: SubscriptionDto = {
  id: 'sub_1',
  kind: 'teams',
  hostId: 'team-1',
  hostName: 'Eastside',
  planId: 'pro',
  planLabel: 'Organizer Pro',
  platform: 'gth',
  productId: null,
  status: 'active',
  cost: 10,
  interval: 'month',
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  version: 2,
};

describe('Connect to Stripe', () => {
  it('starts on the United States, and sends the chosen home country to create an account', async () => {
    fakeApi.on('connectPayoutAccount', { url: 'https://connect.stripe.test/onboarding' });
    const { user } = renderRoute('/settings', {
      as: 'user',
      element: <ConnectDialog open onOpenChange={() => {}} config={{ platform: 'gth', environment: 'development', billingPortalUrl: null }} />,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connect to Stripe' });
    const country = within(dialog).getByRole('combobox', { name: 'Home country' });
    expect(country).toHaveValue('US');
    expect(within(country).getAllByRole('option')).toHaveLength(45);
    expect(country).toHaveAccessibleDescription('Where you or your organization live and bank. It cannot be changed later at Stripe.');

    await user.selectOptions(country, 'Canada');
    await user.click(within(dialog).getByRole('button', { name: 'Create a new Stripe account' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://connect.stripe.test/onboarding'));
    expect(fakeApi.calls('connectPayoutAccount')[0]?.body).toEqual({ type: 'NEW', country: 'CA', platform: 'gth', environment: 'development' });
    expect(toast.info).toHaveBeenCalledWith(paymentMessages.takingYouToStripe);
  });
});

describe('Change Plan', () => {
  it('offers the other paid plans, asks to confirm, then changes the plan at the subscription’s version', async () => {
    fakeApi.on('listPlans', { items: [plan('pro', 'Organizer Pro', 10), plan('all-star', 'Organizer All-Star', 20), { ...plan('free', 'Rookie', 0), priceId: null }] });
    fakeApi.on('changeSubscription', ({ body }) => ({ ...subscription, planId: body.planId, planLabel: 'Organizer All-Star', version: 3 }));
    const onOpenChange = vi.fn();
    const { user } = renderRoute('/settings', { as: 'user', element: <ChangePlanDialog subscription={subscription} open onOpenChange={onOpenChange} /> });
    const dialog = await screen.findByRole('dialog', { name: 'Change Plan' });

    const allStar = await within(dialog).findByRole('radio', { name: /Organizer All-Star/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('group', { name: 'New plan' })).toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    await user.click(allStar);
    await user.click(next);
    expect(await within(dialog).findByText(/Stripe charges or credits the difference/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change to Organizer All-Star' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(paymentMessages.changed));
    expect(fakeApi.calls('changeSubscription')[0]).toMatchObject({ params: { subscriptionId: 'sub_1' }, body: { planId: 'all-star', version: 2 } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
