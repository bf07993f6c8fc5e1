import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { ConnectButton } from './connect-button';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

describe('ConnectButton', () => {
  it('asks to connect and shows the answer at once, then withdraws', async () => {
    fakeApi.on('requestConnection', { uid: 'u2', status: 'requested' });
    fakeApi.on('removeConnection', { uid: 'u2', status: 'none' });
    const { user } = renderRoute('/', { as: 'user', element: <ConnectButton uid="u2" name="Olivia" status="none" /> });
    await user.click(screen.getByRole('button', { name: 'Connect Olivia' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(fakeApi.calls('requestConnection').map((call) => call.params)).toEqual([{ uid: 'u2' }]);
    expect(toast.success).toHaveBeenCalledWith('Connection request sent');

    await user.click(screen.getByRole('button', { name: 'Withdraw request Olivia' }));
    expect(await screen.findByRole('button', { name: 'Connect Olivia' })).toBeInTheDocument();
    expect(fakeApi.calls().at(-1)).toMatchObject({ id: 'removeConnection', params: { uid: 'u2' } });
  });

  it('accepts or declines a request, and says why when it fails', async () => {
    fakeApi.on('acceptConnection', () => {
      throw new FakeApiError(403, 'You cannot connect with this player.');
    });
    const { user } = renderRoute('/', { as: 'user', element: <ConnectButton uid="u3" name="Bo" status="incoming" /> });
    await user.click(screen.getByRole('button', { name: 'Accept Bo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You cannot connect with this player.'));
    expect(screen.getByRole('button', { name: 'Decline Bo' })).toBeEnabled();
  });
});
