import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { Component as SettingsPage } from '../routes/settings';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('ProfileLoadError', () => {
  it("says 'User not loaded' (3 s) when settings cannot load the profile, with a way to try again", async () => {
    fakeApi.on('getMe', () => {
      throw new FakeApiError(500, 'Internal error');
    });
    renderRoute('/settings', { as: 'user', element: <SettingsPage /> });

    expect(await screen.findByRole('heading', { name: 'We couldn’t load your profile' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(messages.userNotLoaded, { duration: 3000 });
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
