import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { JoinState } from '../team-rules';
import { JoinButton } from './join-button';

function renderButton(state: JoinState, busy = false) {
  const handlers = { onJoin: vi.fn(), onWithdraw: vi.fn(), onLeave: vi.fn(async () => undefined) };
  render(
    <MemoryRouter>
      <JoinButton state={state} teamName="Sloan Spikers" loginHref="/login?redirect=%2Fteam%2Ft1" busy={busy} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('JoinButton', () => {
  it('links a visitor to sign in and back', () => {
    renderButton({ kind: 'signed-out' });
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login?redirect=%2Fteam%2Ft1');
  });

  it('says it is checking while the role loads', () => {
    renderButton({ kind: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your membership…');
  });

  it('joins or requests with the label the join policy gives', async () => {
    const { onJoin } = renderButton({ kind: 'can-join', label: 'Request to join' });
    await userEvent.click(screen.getByRole('button', { name: 'Request to join' }));
    expect(onJoin).toHaveBeenCalledOnce();
  });

  it('is disabled and says so while joining', () => {
    renderButton({ kind: 'can-join', label: 'Join' }, true);
    expect(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
  });

  it('shows a pending request with a way to withdraw it', async () => {
    const { onWithdraw } = renderButton({ kind: 'pending' });
    expect(screen.getByText('Request pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(onWithdraw).toHaveBeenCalledOnce();
  });

  it('asks before a member leaves, and can be called off', async () => {
    const { onLeave } = renderButton({ kind: 'member', role: 'admin' });
    expect(screen.getByText('You’re an admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
