import { createHash } from 'node:crypto';
import { themeBootScript } from '@shared/constants/theme';

/**
 * The browser-facing security headers, defined once: CloudFront's response-headers policy
 * (lib/constructs/web-hosting.ts) sends them in AWS and the local server (lib/local/api-server.ts)
 * sends the same locally. Only the origins the app talks to differ (connect-src).
 */

/**
 * The Content-Security-Policy for the SPA. Styles keep 'unsafe-inline': sonner and Radix's scroll
 * lock insert <style> elements at run time, which neither a hash nor a nonce on a static site
 * can cover (docs/decisions.md, 2026-11-26 input hardening). The one inline script is the colour
 * theme's boot script (shared/constants/theme.ts), allowed by its hash; no other script runs inline.
 */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' '${inlineScriptHash(themeBootScript)}'`,
    `connect-src 'self' ${connectSources.join(' ')}`,
    "img-src 'self' data: https:",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post only back to Rally (every form is handled by the app's own script anyway).
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features: the camera (scanning player cards) and location (nearby search) for Rally's
 * own pages only, everything else off, for embedded content too. Only features browsers know:
 * an unknown one (Chromium has no `bluetooth` policy) prints a console warning on every page.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

/**
 * No cross-origin window keeps a handle on Rally's pages; Rally's own pages (a team site on its
 * custom domain) may open a pop-up that answers them: the embeddable sign-in.
 */
export const crossOriginOpenerPolicy = 'same-origin-allow-popups';

/**
 * The embeddable sign-in pop-up (spec §2 "the auth-dialog route if embedded"): the one page that
 * keeps its opener, so it can post the signed-in person (no token) to a team site's verified
 * custom domain. It is never framed: frame-ancestors 'none' and X-Frame-Options DENY hold for it too.
 */
export const authDialogPath = '/auth-dialog';
export const authDialogOpenerPolicy = 'unsafe-none';

export const openerPolicyFor = (pathname: string) => (pathname === authDialogPath ? authDialogOpenerPolicy : crossOriginOpenerPolicy);

export const referrerPolicy = 'strict-origin-when-cross-origin';

/**
 * The service worker's address (web/src/sw.ts, built to web/dist/sw.js). Browsers check it for a
 * new build on every visit: CloudFront never caches it and the local server sends it no-cache, so a
 * deploy reaches installed apps at their next visit.
 */
export const appWorkerPath = '/sw.js';
/** A CSP source for one inline script: its SHA-256, as browsers hash the script element's text. */
export function inlineScriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
