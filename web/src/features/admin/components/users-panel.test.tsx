import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { UsersPanel } from './users-panel';

const sam = { userId: 'u-sam', displayName: 'sammy', fullName: 'Sam Spammer', disabled: false, betas: [] as string[], self: false };

function renderPanel() {
  return renderRoute('/admin', { as: 'admin', element: <UsersPanel /> });
}

async function find(user: ReturnType<typeof renderPanel>['user'], email: string) {
  const field = screen.getByLabelText('Sign-in e-mail');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Find user' }));
}

describe('UsersPanel', () => {
  it('finds a person by e-mail and disables the account after a confirmation', async () => {
    fakeApi.on('findAccount', sam);
    fakeApi.on('setAccountStatus', ({ body }) => ({ ...sam, disabled: body.disabled }));
    const { user } = renderPanel();
    await find(user, ' Sam@Example.com ');

    const row = await screen.findByRole('article', { name: 'Account of Sam Spammer' });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(fakeApi.calls('findAccount').map((c) => c.query)).toEqual([{ email: 'Sam@Example.com' }]);

    await user.click(within(row).getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: "Disable Sam Spammer's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls('setAccountStatus')).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, disable' }));
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    expect(fakeApi.calls('setAccountStatus').map((c) => [c.params, c.body])).toEqual([[{ userId: 'u-sam' }, { disabled: true }]]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('enables a disabled account again', async () => {
    fakeApi.on('findAccount', { ...sam, disabled: true });
    fakeApi.on('setAccountStatus', ({ body }) => ({ ...sam, disabled: body.disabled }));
    const { user } = renderPanel();
    await find(user, 'sam@example.com');

    const row = await screen.findByRole('article', { name: 'Account of Sam Spammer' });
    await user.click(within(row).getByRole('button', { name: 'Enable account' }));
    await user.click(within(screen.getByRole('alertdialog', { name: "Enable Sam Spammer's account?" })).getByRole('button', { name: 'Yes, enable' }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(fakeApi.calls('setAccountStatus').map((c) => c.body)).toEqual([{ disabled: false }]);
  });

  it('keeps the dialog open with the reason when the change is refused', async () => {
    fakeApi.on('findAccount', sam);
    fakeApi.on('setAccountStatus', () => {
      throw new FakeApiError(404, 'User not found');
    });
    const { user } = renderPanel();
    await find(user, 'sam@example.com');
    const row = await screen.findByRole('article', { name: 'Account of Sam Spammer' });
    await user.click(within(row).getByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, disable' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('User not found');
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('offers no way to disable the admin’s own account', async () => {
    fakeApi.on('findAccount', { ...sam, userId: 'test-user', fullName: 'Ada Admin', self: true });
    const { user } = renderPanel();
    await find(user, 'ada@example.com');
    const row = await screen.findByRole('article', { name: 'Account of Ada Admin' });
    expect(within(row).getByText('This is your own account.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /(Disable|Enable) account/ })).not.toBeInTheDocument();
  });

  it('says when nobody signs in with the address, and checks the address before asking', async () => {
    fakeApi.on('findAccount', () => {
      throw new FakeApiError(404, 'User not found');
    });
    const { user } = renderPanel();
    await find(user, 'not-an-address');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fakeApi.calls('findAccount')).toEqual([]);

    await find(user, 'nobody@example.com');
    expect(await screen.findByText('No account signs in with nobody@example.com.')).toBeInTheDocument();
  });

  it('shows a failed lookup with a way to try again', async () => {
    let calls = 0;
    fakeApi.on('findAccount', () => {
      calls += 1;
      if (calls === 1) throw new FakeApiError(403, 'Only administrators can do this');
      return sam;
    });
    const { user } = renderPanel();
    await find(user, 'sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be looked up. Only administrators can do this');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Account of Sam Spammer' })).toBeInTheDocument();
  });

  it('puts a person in a beta and takes them out again, saving the whole list', async () => {
    fakeApi.on('findAccount', sam);
    fakeApi.on('setUserBetas', ({ body }) => ({ ...sam, betas: body.betas }));
    const { user } = renderPanel();
    await find(user, 'sam@example.com');
    const betas = within(await screen.findByRole('form', { name: 'Betas of Sam Spammer' })).getByRole('group', { name: 'Betas' });
    const preview = within(betas).getByRole('checkbox', { name: 'Badges preview' });
    expect(preview).not.toBeChecked();

    await user.click(preview);
    await user.click(screen.getByRole('button', { name: 'Save betas' }));
    expect(await screen.findByText("Sam Spammer's betas are saved")).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Badges preview' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Badges preview' }));
    await user.click(screen.getByRole('button', { name: 'Save betas' }));
    expect(await screen.findByText('Sam Spammer is in no betas')).toBeInTheDocument();
    expect(fakeApi.calls('setUserBetas').map((c) => [c.params, c.body])).toEqual([
      [{ userId: 'u-sam' }, { betas: ['badges-preview'] }],
      [{ userId: 'u-sam' }, { betas: [] }],
    ]);
  });

  it('shows the reason under the betas when the server refuses them', async () => {
    fakeApi.on('findAccount', sam);
    fakeApi.on('setUserBetas', () => {
      throw new FakeApiError(404, 'User not found');
    });
    const { user } = renderPanel();
    await find(user, 'sam@example.com');
    await user.click(await screen.findByRole('checkbox', { name: 'Badges preview' }));
    await user.click(screen.getByRole('button', { name: 'Save betas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});
