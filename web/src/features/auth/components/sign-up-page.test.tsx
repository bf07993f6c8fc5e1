import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingSignUp } from '../pending-sign-up';
import { SignUpPage } from './sign-up-page';
import { cognitoError, renderPage } from './test-utils';
import { signUp } from '../cognito';

vi.mock('../cognito', () => ({ signIn: vi.fn(), signUp: vi.fn() }));

const onSignedIn = vi.fn(async () => {});

async function fill(email: string, password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up page', () => {
  beforeEach(() => {
    vi.mocked(signUp).mockReset();
    pendingSignUp.clear();
  });

  it('creates the account and goes on to verify the e-mail, keeping the return-to target', async () => {
    vi.mocked(signUp).mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: {} } });
    const router = renderPage('/sign-up?redirect=%2Fsettings', <SignUpPage onSignedIn={onSignedIn} />);

    await fill('new@example.com', 'Password123!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe('?email=new%40example.com&redirect=%2Fsettings');
    expect(signUp).toHaveBeenCalledWith('new@example.com', 'Password123!');
    expect(pendingSignUp.passwordFor('NEW@example.com')).toBe('Password123!');
  });

  it.each([
    ['Pass1', 'Use at least 8 characters'],
    ['password123!', 'Add an uppercase letter'],
    ['PASSWORD123!', 'Add a lowercase letter'],
    ['Passwordxx!', 'Add a number'],
    ['Password123', 'Add a symbol such as ! ? # or @'],
  ])('holds the password %s to the pool policy', async (password, message) => {
    renderPage('/sign-up', <SignUpPage onSignedIn={onSignedIn} />);
    await fill('new@example.com', password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('asks for the same password twice', async () => {
    renderPage('/sign-up', <SignUpPage onSignedIn={onSignedIn} />);
    await fill('new@example.com', 'Password123!', 'Password123?');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('points an existing account to sign-in', async () => {
    vi.mocked(signUp).mockRejectedValue(cognitoError('UsernameExistsException', 'User already exists'));
    renderPage('/sign-up', <SignUpPage onSignedIn={onSignedIn} />);

    await fill('sam@example.com', 'Password123!');

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});
