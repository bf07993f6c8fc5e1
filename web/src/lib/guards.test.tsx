import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn } from './auth';
import { redirectSignedIn, requireUser, useProtectedRouteCheck } from './guards';

vi.mock('./auth', () => ({ isSignedIn: vi.fn() }));
const signedIn = vi.mocked(isSignedIn);

const args = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

async function locationOf(thrown: Promise<unknown>) {
  const response = await thrown.then(
    () => undefined,
    (error: unknown) => error,
  );
  return response instanceof Response ? response.headers.get('Location') : undefined;
}

describe('login guard', () => {
  beforeEach(() => signedIn.mockReset());

  it('sends a signed-out visitor to login with the page as the return-to target', async () => {
    signedIn.mockResolvedValue(false);
    expect(await locationOf(Promise.resolve(requireUser(args('/settings?tab=privacy'))))).toBe('/login?redirect=%2Fsettings%3Ftab%3Dprivacy');
  });

  it('lets a signed-in person through', async () => {
    signedIn.mockResolvedValue(true);
    await expect(requireUser(args('/settings'))).resolves.toBeNull();
  });
});

describe('auth pages for visitors only', () => {
  beforeEach(() => signedIn.mockReset());

  it('sends a signed-in person on to their return-to target', async () => {
    signedIn.mockResolvedValue(true);
    expect(await locationOf(Promise.resolve(redirectSignedIn(args('/login?redirect=%2Fsettings'))))).toBe('/settings');
  });

  it('sends a signed-in person to discover when there is no (safe) target', async () => {
    signedIn.mockResolvedValue(true);
    expect(await locationOf(Promise.resolve(redirectSignedIn(args('/sign-up'))))).toBe('/discover');
    expect(await locationOf(Promise.resolve(redirectSignedIn(args('/login?redirect=https://evil.example'))))).toBe('/discover');
  });

  it('shows the page to a visitor', async () => {
    signedIn.mockResolvedValue(false);
    await expect(redirectSignedIn(args('/sign-up'))).resolves.toBeNull();
  });
});

describe('protected prefixes (spec §2: /home, /profile, /teams)', () => {
  beforeEach(() => {
    signedIn.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function Probe() {
    useProtectedRouteCheck();
    return null;
  }
  const renderAt = (url: string) => {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    return router;
  };
  const settle = () => act(async () => {});

  it('sends a visitor with no user to login about 1 s after navigation, keeping the target', async () => {
    signedIn.mockResolvedValue(false);
    const router = renderAt('/home?tab=events');

    await act(async () => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe('/home');
    expect(signedIn).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fhome%3Ftab%3Devents');
  });

  it('leaves a signed-in person where they are', async () => {
    signedIn.mockResolvedValue(true);
    const router = renderAt('/profile/user-1');
    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(router.state.location.pathname).toBe('/profile/user-1');
  });

  it('does not check other paths', async () => {
    renderAt('/teamsters');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(signedIn).not.toHaveBeenCalled();
  });
});
