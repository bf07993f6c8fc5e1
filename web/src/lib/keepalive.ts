import { apiMessages } from '@shared/constants/messages';
import { buildPath } from '@shared/api/route-def';
import type { RouteId } from '@shared/api/routes';
import { loadConfig } from '../config';
import { toSearch, type ApiClientOptions, type CallRest } from './api-client';
import { routeDef } from './api-route-tables';
import { ApiError } from './api-error';
import { getIdToken } from './auth';

/** Sends one call of a route at once; the answer is not read. */
export type KeepaliveSender<Id extends RouteId> = (...rest: CallRest<Id>) => void;

/**
 * Requests made while the page goes away (`pagehide`: the tab closing, a full page load elsewhere):
 * the browser then runs nothing awaited and cancels a plain fetch. `prepare` resolves beforehand
 * everything that takes time (route table, base URL, id token) and gives back a sender that starts
 * the request synchronously, as a keepalive fetch the browser finishes after the page is gone.
 * Kept apart from the API client so the pages that never need it do not load it.
 */
export function createKeepalive(options: ApiClientOptions) {
  return async function prepare<Id extends RouteId>(id: Id): Promise<KeepaliveSender<Id>> {
    const route = await routeDef(id);
    const base = (await options.baseUrl()).replace(/\/+$/, '');
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (route.auth !== 'public') {
      const token = await options.getIdToken();
      // No session: fail the way the API would, without a round trip.
      if (!token) throw new ApiError(401, apiMessages.unauthorized);
      headers.Authorization = `Bearer ${token}`;
    }
    const fetchImpl = options.fetch ?? globalThis.fetch;
    return ((args: { params?: unknown; query?: unknown; body?: unknown } = {}) => {
      const init: RequestInit = { method: route.method, headers: { ...headers }, keepalive: true };
      if (args.body !== undefined) {
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
        init.body = JSON.stringify(args.body);
      }
      const path = buildPath(route.path, (args.params ?? {}) as Record<string, string | number>);
      fetchImpl(`${base}${path}${toSearch(args.query)}`, init).catch(() => {});
    }) as KeepaliveSender<Id>;
  };
}

/** The app's: base URL from /config.json, id token from Amplify (as the API client). */
export const prepareKeepalive = createKeepalive({ baseUrl: async () => (await loadConfig()).apiUrl, getIdToken });
