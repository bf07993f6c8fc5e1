import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { ChangeEmailPage } from './change-email-page';
import { cognitoError, renderPage } from './test-utils';
import { confirmEmailChange, currentEmail, requestEmailChange, resendEmailChangeCode } from '../email-change';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../email-change', () => ({ confirmEmailChange: vi.fn(), currentEmail: vi.fn(), requestEmailChange: vi.fn(), resendEmailChangeCode: vi.fn() }));

async function askFor(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return user;
}

describe('verify-new-email page', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(currentEmail).mockResolvedValue('sam@example.com');
    vi.mocked(requestEmailChange).mockResolvedValue();
    vi.mocked(resendEmailChangeCode).mockResolvedValue();
    vi.mocked(confirmEmailChange).mockResolvedValue();
  });

  it('shows the current address, sends a code to the new one, confirms it and goes back to settings', async () => {
    const router = renderPage('/verify-new-email', <ChangeEmailPage />, 'user');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();

    const user = await askFor('sam.new@example.com');
    expect(requestEmailChange).toHaveBeenCalledWith('sam.new@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your new email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to sam.new@example.com.')).toBeInTheDocument();
    expect(resendEmailChangeCode).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(confirmEmailChange).toHaveBeenCalledWith('123456');
    expect(toast.success).toHaveBeenCalledWith(messages.emailVerified);
  });

  it('refuses the current address and names the field, without calling Cognito', async () => {
    renderPage('/verify-new-email', <ChangeEmailPage />, 'user');
    await askFor('SAM@example.com');
    expect(await screen.findByText('This is already your sign-in email')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('says why Cognito refused the address, and stays on the first step', async () => {
    vi.mocked(requestEmailChange).mockRejectedValue(cognitoError('AliasExistsException'));
    renderPage('/verify-new-email', <ChangeEmailPage />, 'user');
    await askFor('taken@example.com');
    expect(await screen.findByText('We couldn’t send a code to taken@example.com. Another Rally account already uses this email.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change your email' })).toBeInTheDocument();
  });

  it('says "Email is not verified" with the reason for a wrong code, and lets the person pick another address', async () => {
    vi.mocked(confirmEmailChange).mockRejectedValue(cognitoError('CodeMismatchException'));
    renderPage('/verify-new-email', <ChangeEmailPage />, 'user');
    const user = await askFor('sam.new@example.com');
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('That code is not right. Check the email we sent and try again.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(messages.emailNotVerified);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('New email')).toBeInTheDocument();
  });

  it('says so when the account cannot be loaded', async () => {
    vi.mocked(currentEmail).mockRejectedValue(cognitoError('NotAuthorizedException'));
    renderPage('/verify-new-email', <ChangeEmailPage />, 'user');
    expect(await screen.findByText(/We couldn’t load your account\./)).toBeInTheDocument();
  });
});
