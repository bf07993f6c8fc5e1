import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialogUrl, embeddedDialog, isSignedInMessage, requestedOrigin } from './auth-dialog';

describe('the origin a sign-in pop-up answers', () => {
  it('accepts an https origin exactly, and http only while Rally itself is on http', () => {
    expect(requestedOrigin('https://dinks.example.com', 'https:')?.hostname).toBe('dinks.example.com');
    expect(requestedOrigin('https://dinks.example.com:8443', 'https:')?.port).toBe('8443');
    expect(requestedOrigin('http://demo-team.localhost:3105', 'http:')?.hostname).toBe('demo-team.localhost');
    expect(requestedOrigin('http://dinks.example.com', 'https:')).toBeNull();
  });

  it('refuses anything that is not just an origin', () => {
    for (const raw of [null, '', '*', 'dinks.example.com', 'https://dinks.example.com/', 'https://dinks.example.com/path', 'https://a@dinks.example.com', 'javascript:alert(1)', 'https://dinks.example.com?x=1']) {
      expect(requestedOrigin(raw, 'https:'), String(raw)).toBeNull();
    }
  });

  it('builds the pop-up address with the site origin as a query value', () => {
    expect(authDialogUrl('https://rally.app', 'https://dinks.example.com')).toBe('https://rally.app/auth-dialog?origin=https%3A%2F%2Fdinks.example.com');
  });

  it('knows the signed-in message and nothing else', () => {
    expect(isSignedInMessage({ type: 'rally:signed-in', uid: 'u1', name: 'Sam' })).toBe(true);
    expect(isSignedInMessage({ type: 'rally:signed-in', uid: 'u1' })).toBe(false);
    expect(isSignedInMessage('rally:signed-in')).toBe(false);
    expect(isSignedInMessage(null)).toBe(false);
  });
});

describe('an embedded sign-up', () => {
  afterEach(() => {
    embeddedDialog.forget();
    vi.unstubAllGlobals();
  });

  it('returns to the dialog only in a window a site opened', () => {
    embeddedDialog.remember('/auth-dialog?origin=https%3A%2F%2Fdinks.example.com');
    expect(embeddedDialog.pending()).toBeNull();
    vi.stubGlobal('opener', {});
    expect(embeddedDialog.pending()).toBe('/auth-dialog?origin=https%3A%2F%2Fdinks.example.com');
    embeddedDialog.forget();
    expect(embeddedDialog.pending()).toBeNull();
  });
});
