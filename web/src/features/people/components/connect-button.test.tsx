import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ConnectButton } from './connect-button';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args?: unknown) => Promise<unknown>>;

afterEach(() => vi.clearAllMocks());

describe('ConnectButton', () => {
  it('asks to connect and shows the answer at once, then withdraws', async () => {
    const user = userEvent.setup();
    call.mockResolvedValueOnce({ uid: 'u2', status: 'requested' }).mockResolvedValueOnce({ uid: 'u2', status: 'none' });
    render(<ConnectButton uid="u2" name="Olivia" status="none" />);
    await user.click(screen.getByRole('button', { name: 'Connect Olivia' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('requestConnection', { params: { uid: 'u2' } });
    expect(toast.success).toHaveBeenCalledWith('Connection request sent');

    await user.click(screen.getByRole('button', { name: 'Withdraw request Olivia' }));
    expect(await screen.findByRole('button', { name: 'Connect Olivia' })).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith('removeConnection', { params: { uid: 'u2' } });
  });

  it('accepts or declines a request, and says why when it fails', async () => {
    const user = userEvent.setup();
    call.mockRejectedValueOnce(new ApiError(403, 'You cannot connect with this player.'));
    render(<ConnectButton uid="u3" name="Bo" status="incoming" />);
    await user.click(screen.getByRole('button', { name: 'Accept Bo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You cannot connect with this player.'));
    expect(screen.getByRole('button', { name: 'Decline Bo' })).toBeEnabled();
  });
});
