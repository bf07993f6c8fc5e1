import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { followMessages } from '@shared/constants/follow-messages';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { FollowButton } from './follow-button';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderButton = () => renderRoute('/profile/sam', { as: 'user', element: <FollowButton kind="host" targetId="sam" name="Sam" /> });

describe('FollowButton', () => {
  it('shows whether the person follows, and follows then unfollows on press', async () => {
    let following = false;
    fakeApi
      .on('getFollowStatus', ({ params }) => ({ ...params, following }))
      .on('followTarget', ({ params }) => {
        following = true;
        return { ...params, following };
      })
      .on('unfollowTarget', ({ params }) => {
        following = false;
        return { ...params, following };
      });
    const { user } = renderButton();
    const button = await screen.findByRole('button', { name: 'Follow', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Follow', pressed: true })).toBeEnabled();
    expect(fakeApi.calls('followTarget').map((c) => c.params)).toEqual([{ kind: 'host', targetId: 'sam' }]);
    expect(toast.success).toHaveBeenCalledWith(followMessages.followed('Sam'), expect.anything());
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Follow', pressed: false })).toBeEnabled();
    expect(fakeApi.calls('unfollowTarget')).toHaveLength(1);
  });

  it('is busy while the change is saved', async () => {
    let release: () => void = () => {};
    fakeApi
      .on('getFollowStatus', ({ params }) => ({ ...params, following: false }))
      .on('followTarget', ({ params }) => new Promise((resolve) => (release = () => resolve({ ...params, following: true }))));
    const { user } = renderButton();
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the state and says why when following is refused', async () => {
    fakeApi
      .on('getFollowStatus', ({ params }) => ({ ...params, following: false }))
      .on('followTarget', () => {
        throw new FakeApiError(403, followMessages.cannotFollowBlocked);
      });
    const { user } = renderButton();
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`${followMessages.followFailed} ${followMessages.cannotFollowBlocked}`, expect.anything()));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();
  });
});
