import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { AmbassadorPage } from './ambassador-page';

describe('AmbassadorPage', () => {
  it('asks a visitor to sign in, and the API nothing', async () => {
    renderRoute('/start/ambassador', { element: <AmbassadorPage /> });
    expect(await screen.findByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login?redirect=%2Fstart%2Fambassador');
    expect(fakeApi.calls()).toEqual([]);
  });

  it('says what is missing, then sends the application and thanks the person', async () => {
    fakeApi.on('getMyAmbassadorApplication', { application: null });
    fakeApi.on('applyAmbassador', ({ body }) => ({ ...body, userId: 'user-1', email: 'sam@example.com', status: 'received', createdAt: '2026-11-26T12:00:00.000Z' }));
    const { user } = renderRoute('/start/ambassador', { as: 'user', element: <AmbassadorPage /> });
    const form = await screen.findByRole('region', { name: 'Apply' });

    await user.click(await within(form).findByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Enter your full name')).toBeInTheDocument();
    expect(within(form).getByText('Enter your city')).toBeInTheDocument();
    expect(within(form).getByText('Pick at least one sport')).toBeInTheDocument();
    expect(within(form).getByText('Choose how much you have organised')).toBeInTheDocument();
    expect(within(form).getByText('At least 1 hour a month')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(fakeApi.calls('applyAmbassador')).toEqual([]);

    await user.type(within(form).getByLabelText('Full name'), 'Amba Sador');
    await user.type(within(form).getByLabelText('City'), 'Denver, CO');
    await user.click(within(form).getByRole('checkbox', { name: 'Pickleball' }));
    await user.selectOptions(within(form).getByLabelText('How much have you organised?'), 'some');
    await user.type(within(form).getByLabelText('Hours a month you could give'), '8');
    await user.type(within(form).getByLabelText('Why do you want to be an ambassador?'), 'I host a Thursday pickleball night for neighbours.');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Thank you, Amba Sador: we received your application');
    expect(fakeApi.calls('applyAmbassador').map((call) => call.body)).toEqual([
      {
        fullName: 'Amba Sador',
        city: 'Denver, CO',
        sports: ['Pickleball'],
        experience: 'some',
        hoursPerMonth: 8,
        motivation: 'I host a Thursday pickleball night for neighbours.',
      },
    ]);
  });
});
