import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { settingsApiMessages, settingsMessages } from '../../../../../shared/constants/messages';
import { api, ApiError } from '../../../lib/api-client';
import { BlockUsersDialog } from './block-users-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth')>()),
  signOut: vi.fn().mockResolvedValue(undefined),
}));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args?: unknown) => Promise<unknown>>;

afterEach(() => vi.clearAllMocks());

const wrap = (node: React.ReactNode) => (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>
  </MemoryRouter>
);

describe('BlockUsersDialog', () => {
  it('disables already-blocked users and the Block button until one is selected', async () => {
    const user = userEvent.setup();
    const privacy = { blocklist: [], messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true };
    call.mockImplementation(async (id) => {
      if (id === 'listUserLists')
        return {
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
        };
      if (id === 'blockUsers') throw new ApiError(409, settingsMessages.userAlreadyBlocked);
      return privacy;
    });
    render(
      wrap(
        <BlockUsersDialog open onOpenChange={() => {}} uid="me" blocklist={[{ userId: 'u1', email: '', displayName: 'One' }]} onBlocked={vi.fn()} />,
      ),
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
    expect(call).toHaveBeenCalledWith('blockUsers', { params: { uid: 'me' }, body: { userIds: ['u2'] } });
  });
});

describe('DeleteAccountDialog', () => {
  it('names the teams to leave first and keeps delete disabled', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ items: [{ teamId: 't1', name: 'Hoops', kind: 'team', role: 'owner', photoURL: null }] });
    render(wrap(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />));
    expect(await screen.findByText(settingsApiMessages.onTeams(['Hoops']))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  });

  it('needs DELETE exactly, then deletes and says so', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (id) => (id === 'listUserTeams' ? { items: [] } : { ok: true }));
    render(wrap(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />));
    const input = await screen.findByLabelText('Type DELETE to confirm');
    const button = screen.getByRole('button', { name: 'Delete account' });
    await user.type(input, 'delete');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(settingsMessages.accountDeleted, { duration: 3000 }));
    expect(call).toHaveBeenCalledWith('deleteAccount', { params: { uid: 'me' }, body: { confirm: 'DELETE' } });
  });

  it('shows the spec message when deletion fails', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (id) => {
      if (id === 'listUserTeams') return { items: [] };
      throw new ApiError(500, 'boom');
    });
    render(wrap(<DeleteAccountDialog open onOpenChange={() => {}} uid="me" />));
    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.accountDeleteFailed);
  });
});
