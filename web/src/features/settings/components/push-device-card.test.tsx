import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disablePush, enablePush, pushMessages, PushError, pushState } from '@web/lib/push';
import { PushDeviceCard } from './push-device-card';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@web/lib/push', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@web/lib/push')>();
  return { ...actual, pushState: vi.fn(), enablePush: vi.fn(), disablePush: vi.fn() };
});

afterEach(() => vi.clearAllMocks());

describe('PushDeviceCard', () => {
  it('turns push on, then off again', async () => {
    const user = userEvent.setup();
    vi.mocked(pushState).mockResolvedValue('off');
    vi.mocked(enablePush).mockResolvedValue({ registrationId: 'r', endpoint: 'https://push.example/1', refreshedAt: '' });
    vi.mocked(disablePush).mockResolvedValue();
    render(<PushDeviceCard />);
    expect(screen.getByRole('heading', { name: 'Push notifications on this browser' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(enablePush).toHaveBeenCalledOnce();
    await user.click(await screen.findByRole('button', { name: 'Turn off push notifications' }));
    expect(disablePush).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Turn on push notifications' })).toBeEnabled();
  });

  it('says why push cannot be turned on, with no button', async () => {
    vi.mocked(pushState).mockResolvedValue('denied');
    render(<PushDeviceCard />);
    expect(await screen.findByText(pushMessages.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the failure as an alert and keeps the control usable', async () => {
    const user = userEvent.setup();
    vi.mocked(pushState).mockResolvedValue('off');
    vi.mocked(enablePush).mockRejectedValue(new PushError(pushMessages.failed));
    render(<PushDeviceCard />);
    await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pushMessages.failed);
    expect(screen.getByRole('button', { name: 'Turn on push notifications' })).toBeEnabled();
  });
});
