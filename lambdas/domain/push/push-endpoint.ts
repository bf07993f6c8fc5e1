import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { AllowedOrigin } from '../../lib/env';

/**
 * Where web push may be sent. A registration's endpoint is a URL the browser got from its push
 * service, but the API cannot tell that from a URL the caller made up, and the consumer POSTs to
 * it (with retries): so only https endpoints of the browser push services are accepted, and no
 * connection is ever made to a private, loopback or link-local address.
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

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Private, loopback, link-local, multicast or otherwise not a public internet address. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/**
 * A `lookup` for http(s).request that refuses to connect when the name resolves to a non-public
 * address: checked on the addresses actually connected to, so DNS cannot point a push service
 * name inward between a check and the connection.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((a) => isNonPublicAddress(a.address));
    if (!list.length || refused) {
      const err = Object.assign(new Error(`Refusing to connect to ${hostname}: it resolves to a non-public address`), { code: 'ENOTPUBLIC' });
      return callback(err, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
