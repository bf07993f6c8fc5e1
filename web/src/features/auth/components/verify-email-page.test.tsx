import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@web/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { pendingSignUp } from '../pending-sign-up';
import { cognitoError, renderPage } from './test-utils';
import { VerifyEmailPage } from './verify-email-page';
import { confirmSignUp, resendSignUpCode, signIn } from '../cognito';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../cognito', () => ({ confirmSignUp: vi.fn(), resendSignUpCode: vi.fn(), signIn: vi.fn() }));

const onSignedIn = vi.fn(async () => {});

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify email' }));
  return user;
}

describe('verify-email page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    pendingSignUp.clear();
  });

  it('confirms the code, says "Email verified!" and signs in the person who just signed up', async () => {
    pendingSignUp.set('new@example.com', 'Password123!');
    vi.mocked(confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    renderPage('/verify-email?email=new%40example.com', <VerifyEmailPage onSignedIn={onSignedIn} />);

    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    await enterCode('123456');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456');
    expect(toast.success).toHaveBeenCalledWith(messages.emailVerified);
    expect(signIn).toHaveBeenCalledWith('new@example.com', 'Password123!');
  });

  it('sends someone who signed up elsewhere on to sign in', async () => {
    vi.mocked(confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const router = renderPage('/verify-email?email=new%40example.com', <VerifyEmailPage onSignedIn={onSignedIn} />);

    await enterCode('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?email=new%40example.com&verified=true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says "Email is not verified" with the reason when the code is wrong', async () => {
    vi.mocked(confirmSignUp).mockRejectedValue(cognitoError('CodeMismatchException', 'Incorrect confirmation code'));
    renderPage('/verify-email?email=new%40example.com', <VerifyEmailPage onSignedIn={onSignedIn} />);

    await enterCode('000000');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.emailNotVerified);
    expect(alert).toHaveTextContent('That code is not right.');
    expect(toast.error).toHaveBeenCalledWith(messages.emailNotVerified);
  });

  it('wants the 6-digit code', async () => {
    renderPage('/verify-email?email=new%40example.com', <VerifyEmailPage onSignedIn={onSignedIn} />);
    await enterCode('12ab');
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(confirmSignUp).not.toHaveBeenCalled();
  });

  it('resends the code', async () => {
    vi.mocked(resendSignUpCode).mockResolvedValue({} as Awaited<ReturnType<typeof resendSignUpCode>>);
    renderPage('/verify-email?email=new%40example.com', <VerifyEmailPage onSignedIn={onSignedIn} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to new@example.com.');
    expect(resendSignUpCode).toHaveBeenCalledWith('new@example.com');
  });
});
