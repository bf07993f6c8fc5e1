import { i18n } from '@web/lib/i18n';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFailureMessages } from '../login-failure';
import { pendingSignUp } from '../pending-sign-up';
import { SignInPage } from './sign-in-page';
import { cognitoError, renderPage } from './test-utils';
import { resendSignUpCode, signIn } from '../cognito';

vi.mock('../cognito', () => ({ resendSignUpCode: vi.fn(), signIn: vi.fn() }));

const onSignedIn = vi.fn(async () => {});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  beforeEach(() => {
    vi.mocked(signIn).mockReset();
    vi.mocked(resendSignUpCode).mockReset();
    onSignedIn.mockClear();
    pendingSignUp.clear();
  });

  it('signs in with the e-mail and password, then hands over to the app', async () => {
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    renderPage('/login', <SignInPage onSignedIn={onSignedIn} />);

    await submit('sam@example.com', 'Password123!');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(signIn).toHaveBeenCalledWith('sam@example.com', 'Password123!');
  });

  it('explains a wrong password as InvalidUser, on the form', async () => {
    vi.mocked(signIn).mockRejectedValue(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    renderPage('/login', <SignInPage onSignedIn={onSignedIn} />);

    await submit('sam@example.com', 'wrong-Password1');

    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(loginFailureMessages.InvalidUser));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the same for an unknown e-mail as for a wrong password, and offers sign-up with both', async () => {
    const shown: string[] = [];
    for (const error of [cognitoError('NotAuthorizedException', 'Incorrect username or password.'), cognitoError('UserNotFoundException')]) {
      vi.mocked(signIn).mockRejectedValue(error);
      renderPage('/login?redirect=%2Fsettings', <SignInPage onSignedIn={onSignedIn} />);
      await submit('nobody@example.com', 'Password123!');
      const alert = await screen.findByRole('alert');
      shown.push(alert.textContent ?? '');
      expect(alert).toHaveTextContent(i18n._(loginFailureMessages.InvalidUser));
      expect(screen.getByRole('link', { name: 'New to Rally? Sign up' })).toHaveAttribute('href', '/sign-up?redirect=%2Fsettings');
      cleanup();
    }
    expect(shown[0]).toBe(shown[1]);
  });

  it('checks the fields before calling Cognito', async () => {
    renderPage('/login', <SignInPage onSignedIn={onSignedIn} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('offers to verify an unverified e-mail (NoPasswordSet): sends a new code and goes to verify-email', async () => {
    vi.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    vi.mocked(resendSignUpCode).mockResolvedValue({} as Awaited<ReturnType<typeof resendSignUpCode>>);
    const router = renderPage('/login', <SignInPage onSignedIn={onSignedIn} />);

    const user = await submit('new@example.com', 'Password123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(loginFailureMessages.NoPasswordSet));

    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe('?email=new%40example.com');
    expect(resendSignUpCode).toHaveBeenCalledWith('new@example.com');
    // Verifying in this tab can finish the sign-in without asking for the password again.
    expect(pendingSignUp.passwordFor('new@example.com')).toBe('Password123!');
  });

  it('says so after a sign-out', () => {
    renderPage('/login?logout=true', <SignInPage onSignedIn={onSignedIn} />);
    expect(screen.getByRole('status')).toHaveTextContent('You have been signed out.');
  });
});
