/**
 * The embeddable sign-in (spec §2 "the auth-dialog route if embedded"): a team site on its custom
 * domain opens `/auth-dialog?origin=<its origin>` on Rally's origin in a pop-up; once the person
 * is signed in there, the pop-up posts who they are to that origin and closes. The message carries
 * no token: a session is Rally's origin's alone, and a token handed to another origin could be
 * replayed against the API by any script on that site. The site only learns who signed in.
 */
export const AUTH_DIALOG_PATH = '/auth-dialog';
export const SIGNED_IN_MESSAGE = 'rally:signed-in';

export interface SignedInMessage {
  type: typeof SIGNED_IN_MESSAGE;
  uid: string;
  name: string;
}

/** The pop-up's address on Rally's origin, for a site at `siteOrigin`. */
export const authDialogUrl = (appOrigin: string, siteOrigin: string) => `${appOrigin}${AUTH_DIALOG_PATH}?${new URLSearchParams({ origin: siteOrigin }).toString()}`;

/**
 * The origin the pop-up was asked to answer, when it is one: exactly `scheme://host[:port]`, https,
 * or http only while Rally itself is served over http (the local stack). Anything else is null.
 */
export function requestedOrigin(raw: string | null, appProtocol: string): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== raw) return null;
  return url.protocol === 'https:' || (url.protocol === 'http:' && appProtocol === 'http:') ? url : null;
}

export function isSignedInMessage(data: unknown): data is SignedInMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === SIGNED_IN_MESSAGE && typeof m.uid === 'string' && typeof m.name === 'string';
}

const KEY = 'rally.authDialog';

/**
 * "Embedded": this window is a sign-in pop-up that a site opened (it has an opener) and the
 * dialog remembered its address for this window only (sessionStorage), so the sign-up steps that
 * leave it (verify, profile) can come back to it.
 */
export const embeddedDialog = {
  remember(pathWithQuery: string) {
    try {
      sessionStorage.setItem(KEY, pathWithQuery);
    } catch {
      // Storage off: the person finishes in the app, as without a site.
    }
  },
  /** The dialog's address while this window is embedded; null otherwise. */
  pending(): string | null {
    try {
      const path = sessionStorage.getItem(KEY);
      return path && window.opener ? path : null;
    } catch {
      return null;
    }
  },
  forget() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing remembered.
    }
  },
};
