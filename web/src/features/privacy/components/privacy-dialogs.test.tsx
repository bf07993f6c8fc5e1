import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsApiMessages, settingsMessages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { BlockUsersDialog } from './block-users-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The account is gone after a delete: signing out talks to Cognito, which web tests do not reach.
vi.mock('@web/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/auth')>()),
  signOut: vi.fn().mockResolvedValue(undefined),
}));

afterEach(() => vi.clearAllMocks());

const renderDialog = (dialog: ReactElement) => renderRoute('/settings?tab=privacy', { as: 'user', element: dialog });

describe('BlockUsersDialog', () => {
  it('disables already-blocked users and the Block button until one is selected', async () => {
    fakeApi.on('listUserLists', {
      items: [
        {
          id: 'connections',
          name: 'Connections',
          users: [
            { uid: 'u1', displayName: 'One' },
            { uid: 'u2', displayName: 'Two' },
          ],
        },
      ],
    });
    fakeApi.on('blockUsers', () => {
      throw new FakeApiError(409, settingsMessages.userAlreadyBlocked);
    });
    const { user } = renderDialog(
      <BlockUsersDialog open onOpenChange={() => {}} uid="me" blocklist={[{ userId: 'u1', email: '', displayName: 'One' }]} onBlocked={vi.fn()} />,
    );
    await user.selectOptions(await screen.findByLabelText('User list'), 'connections');
    // Other people's addresses are never shown: the lists carry display names only.
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Display name' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select One (already blocked)' })).toBeDisabled();
    const block = screen.getByRole('button', { name: 'Block' });
    expect(block).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Two' }));
    expect(block).toBeEnabled();
    await user.click(block);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(settingsMessages.userAlreadyBlocked, { duration: 3000 }));
    expect(fakeApi.calls('blockUsers')).toEqual([expect.objectContaining({ params: { uid: 'me' }, body: { userIds: ['u2'] } })]);
  });
});

describe('DeleteAccountDialog', () => {
  it('names the teams to leave first and keeps delete disabled', async () => {
    fakeApi.on('listUserTeams', { items: [{ teamId: 't1', name: 'Hoops', kind: 'team', role: 'owner', photoURL: null }] });
    const { user } = renderDialog(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />);
    expect(await screen.findByText(settingsApiMessages.onTeams(['Hoops']))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  });

  it('needs DELETE exactly, then deletes and says so', async () => {
    fakeApi.on('listUserTeams', { items: [] });
    fakeApi.on('deleteAccount', { ok: true });
    const { user } = renderDialog(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />);
    const input = await screen.findByLabelText('Type DELETE to confirm');
    const button = screen.getByRole('button', { name: 'Delete account' });
    await user.type(input, 'delete');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(settingsMessages.accountDeleted, { duration: 3000 }));
    expect(fakeApi.calls('deleteAccount')).toEqual([expect.objectContaining({ params: { uid: 'me' }, body: { confirm: 'DELETE' } })]);
  });

  it('shows the spec message when deletion fails', async () => {
    fakeApi.on('listUserTeams', { items: [] });
    fakeApi.on('deleteAccount', () => {
      throw new FakeApiError(500, 'boom');
    });
    const { user } = renderDialog(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />);
    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.accountDeleteFailed);
  });
});
