import type { AllowedOrigin } from '../../lib/env';

/**
 * Where web push may be sent. A registration's endpoint is a URL the browser got from its push
 * service, but the API cannot tell that from a URL the caller made up, and the consumer POSTs to
 * it (with retries): so only https endpoints of the browser push services are accepted, and the
 * adapter (lambdas/lib/push) never connects to a private, loopback or link-local address.
 *
 * The services (web-push's documentation and the browsers'): Chrome, Edge's Chromium and Opera
 * use FCM; Firefox uses Mozilla autopush; legacy Edge uses WNS; Safari uses Apple's web push.
 */
const exactHosts = new Set(['fcm.googleapis.com', 'web.push.apple.com']);
const hostSuffixes = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

const matchesAllowance = (url: URL, allowed: readonly AllowedOrigin[]) =>
  allowed.some((o) => o.protocol === url.protocol && o.hostname === url.hostname && (o.port === '*' || o.port === url.port));

export type EndpointVerdict = { ok: true; local: boolean } | { ok: false };

/** Is this a push service endpoint Rally may POST to? `local` when only the allowance admits it. */
export function checkPushEndpoint(endpoint: string, allowed: readonly AllowedOrigin[] = []): EndpointVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false };
  }
  if (url.username || url.password) return { ok: false };
  if (matchesAllowance(url, allowed)) return { ok: true, local: true };
  const host = url.hostname.toLowerCase();
  const known = exactHosts.has(host) || hostSuffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  return url.protocol === 'https:' && url.port === '' && known ? { ok: true, local: false } : { ok: false };
}
