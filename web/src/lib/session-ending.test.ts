import { afterEach, describe, expect, it } from 'vitest';
import { endingThisSession, isEndingSession, keepingThisSession, setIdTokenForTesting } from './session';

describe('a session the app ends itself', () => {
  afterEach(() => {
    keepingThisSession();
    setIdTokenForTesting(undefined);
  });

  it('marks only the token of the session being ended', async () => {
    setIdTokenForTesting('token-a');
    expect(isEndingSession('token-a')).toBe(false);
    await endingThisSession();
    expect(isEndingSession('token-a')).toBe(true);
    // A new sign-in brings a new token: its refusals mean a lost session again.
    expect(isEndingSession('token-b')).toBe(false);
  });

  it('forgets the mark when the end did not happen', async () => {
    setIdTokenForTesting('token-a');
    await endingThisSession();
    keepingThisSession();
    expect(isEndingSession('token-a')).toBe(false);
  });

  it('marks nothing when there is no session', async () => {
    setIdTokenForTesting(null);
    await endingThisSession();
    expect(isEndingSession('')).toBe(false);
  });
});
