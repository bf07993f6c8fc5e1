import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@web/lib/i18n';
import { renderRoute } from '@web/test/render-route';
import type { JoinState } from '../team-rules';
import { JoinButton } from './join-button';

function renderButton(state: JoinState, busy = false) {
  const handlers = { onJoin: vi.fn(), onWithdraw: vi.fn(), onLeave: vi.fn(async () => undefined) };
  const { user } = renderRoute('/', {
    element: (
      <JoinButton state={state} teamName="Sloan Spikers" loginHref="/login?redirect=%2Fteam%2Ft1" busy={busy} {...handlers} />
    ),
  });
  return { ...handlers, user };
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
    const { onJoin, user } = renderButton({ kind: 'can-join', label: 'Request to join' });
    await user.click(screen.getByRole('button', { name: 'Request to join' }));
    expect(onJoin).toHaveBeenCalledOnce();
  });

  it('is disabled and says so while joining', () => {
    renderButton({ kind: 'can-join', label: 'Join' }, true);
    expect(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
  });

  it('shows a pending request with a way to withdraw it', async () => {
    const { onWithdraw, user } = renderButton({ kind: 'pending' });
    expect(screen.getByText('Request pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(onWithdraw).toHaveBeenCalledOnce();
  });

  it('asks before a member leaves, and can be called off', async () => {
    const { onLeave, user } = renderButton({ kind: 'member', role: 'admin' });
    expect(screen.getByText('You’re an admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('speaks Spanish when Spanish is chosen, the member’s role and the leave confirm included', async () => {
    await activateLocale('es');
    try {
      const { user } = renderButton({ kind: 'member', role: 'admin' });
      expect(screen.getByText('Eres administrador')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salir' }));
      expect(await screen.findByRole('alertdialog', { name: '¿Salir de Sloan Spikers?' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
