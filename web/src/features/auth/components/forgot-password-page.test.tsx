import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';
import { cognitoError, renderPage } from './test-utils';
import { confirmResetPassword, resetPassword, signIn } from '../cognito';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../cognito', () => ({ confirmResetPassword: vi.fn(), resetPassword: vi.fn(), signIn: vi.fn() }));

const onSignedIn = vi.fn(async () => {});

describe('forgot-password page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('e-mails a code, sets the new password with it and signs in', async () => {
    vi.mocked(resetPassword).mockResolvedValue({} as Awaited<ReturnType<typeof resetPassword>>);
    vi.mocked(confirmResetPassword).mockResolvedValue(undefined);
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const user = userEvent.setup();
    renderPage('/forgot-password', <ForgotPasswordPage onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await user.type(await screen.findByLabelText('Reset code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'NewPassword456!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword456!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(resetPassword).toHaveBeenCalledWith('sam@example.com');
    expect(confirmResetPassword).toHaveBeenCalledWith('sam@example.com', '654321', 'NewPassword456!');
    expect(signIn).toHaveBeenCalledWith('sam@example.com', 'NewPassword456!');
  });

  it('answers an e-mail no account uses exactly as one that has an account', async () => {
    const shown: string[] = [];
    for (const answer of [() => Promise.resolve({} as Awaited<ReturnType<typeof resetPassword>>), () => Promise.reject(cognitoError('UserNotFoundException'))]) {
      vi.mocked(resetPassword).mockImplementation(answer);
      const user = userEvent.setup();
      renderPage('/forgot-password', <ForgotPasswordPage onSignedIn={onSignedIn} />);

      await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));

      expect(await screen.findByLabelText('Reset code')).toBeInTheDocument();
      expect(screen.getByText('If a Rally account uses nobody@example.com, we emailed it a code. Enter the code with your new password.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      shown.push(document.body.textContent ?? '');
      cleanup();
    }
    expect(shown[0]).toBe(shown[1]);
  });

  it('still shows a failure that is not about the account, such as too many attempts', async () => {
    vi.mocked(resetPassword).mockRejectedValue(cognitoError('LimitExceededException'));
    const user = userEvent.setup();
    renderPage('/forgot-password', <ForgotPasswordPage onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a few minutes and try again.');
  });
});
