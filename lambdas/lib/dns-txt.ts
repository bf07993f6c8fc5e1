import { Resolver } from 'node:dns/promises';
import { dnsFakeUrl } from './env';

/**
 * TXT lookups, behind a port so the local stack and the tests answer them from a fake DNS
 * (lib/local/dns-fake.ts, chosen by DNS_FAKE_URL) and a deployed function asks the real one.
 * A record's character-strings are joined, as RFC 7208 does for long values.
 */
export type TxtLookup = (name: string) => Promise<TxtAnswer>;

/** `records`: the TXT values at the name ([] when it has none or does not exist); `failed`: no answer. */
export type TxtAnswer = { records: string[] } | { failed: string };

/** DNS answers meaning "no such record", as opposed to "could not ask". */
const absent = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

async function systemLookup(name: string): Promise<TxtAnswer> {
  // A short timeout: a person is waiting on the "Check now" button.
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  try {
    const rows = await resolver.resolveTxt(name);
    return { records: rows.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (absent.has(code)) return { records: [] };
    return { failed: code || 'lookup failed' };
  }
}

function fakeLookup(base: string): TxtLookup {
  return async (name) => {
    try {
      const res = await fetch(`${base}/txt?name=${encodeURIComponent(name)}`);
      if (!res.ok) return { failed: `fake DNS answered ${res.status}` };
      const body = (await res.json()) as { records?: unknown; failure?: unknown };
      if (typeof body.failure === 'string') return { failed: body.failure };
      return { records: Array.isArray(body.records) ? body.records.filter((r): r is string => typeof r === 'string') : [] };
    } catch (error) {
      return { failed: (error as Error).message };
    }
  };
}

/** The TXT lookup this function uses: the local fake when configured, the system resolver otherwise. */
export function txtLookup(): TxtLookup {
  const fake = dnsFakeUrl();
  return fake ? fakeLookup(fake.replace(/\/$/, '')) : systemLookup;
}
