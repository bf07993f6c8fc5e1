/** What a scanned code points to: a page of this site (opened in the app) or another address. */
export type ScanTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | { kind: 'text'; text: string };

export function scanTarget(text: string, origin: string): ScanTarget {
  const value = text.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'text', text: value };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'text', text: value };
  if (url.origin === origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', url: url.href };
}
