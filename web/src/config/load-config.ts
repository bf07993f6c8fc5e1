import * as z from 'zod';
import { webConfig, type WebConfig } from '@shared/schemas/config';

/** Where the local server and CloudFront serve the runtime configuration (DESIGN §1). */
export const CONFIG_URL = '/config.json';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

let loading: Promise<WebConfig> | undefined;

async function fetchConfig(fetchImpl: typeof fetch): Promise<WebConfig> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new ConfigError(`Could not reach the server to load ${CONFIG_URL}.`);
  }
  if (!response.ok) throw new ConfigError(`${CONFIG_URL} answered with HTTP ${response.status}.`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError(`${CONFIG_URL} is not valid JSON.`);
  }
  const parsed = webConfig.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`${CONFIG_URL} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Loads and parses /config.json once; every later call gets the same promise, so callers (the API
 * client, auth) simply await it. A failed load is forgotten, so calling again retries.
 */
export function loadConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<WebConfig> {
  loading ??= fetchConfig(fetchImpl).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Tests only: use this config (or forget it, so the next loadConfig() fetches). */
export function setConfigForTesting(config: WebConfig | undefined): void {
  loading = config ? Promise.resolve(config) : undefined;
}
