import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { apiMessages } from '@shared/constants/messages';
import { buildPath } from '@shared/api/route-def';
import type { OutputOf, RouteId, Routes } from '@shared/api/routes';
import { errorBody } from '@shared/schemas/common';
import { loadConfig } from '../config';
import { ApiError } from './api-error';
import { routeDef } from './api-route-tables';
import { i18n } from './i18n';
import { loginPath } from './redirect';
import { clearLocalAuthData, getIdToken, isEndingSession } from './session';

export { ApiError };

/** The failures the client itself names (read in the reader's language when thrown). */
export const NETWORK_ERROR_MESSAGE = msg`Could not reach Rally. Check your connection and try again.`;
export const BAD_RESPONSE_MESSAGE = msg`The server sent a response Rally could not understand. Please try again.`;

type InputOfKey<Id extends RouteId, K extends 'params' | 'query' | 'body'> =
  Routes[Id] extends Record<K, infer S> ? (S extends z.ZodType ? z.input<S> : never) : never;

type Part<Id extends RouteId, K extends 'params' | 'query' | 'body'> =
  Routes[Id] extends Record<K, z.ZodType> ? { [P in K]: InputOfKey<Id, K> } : { [P in K]?: never };

/** What a call takes: `params`, `query` and `body` exactly when the route table declares them. */
export type CallArgs<Id extends RouteId> = Part<Id, 'params'> & Part<Id, 'query'> & Part<Id, 'body'> & { signal?: AbortSignal };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "are all parts optional?"
export type CallRest<Id extends RouteId> = {} extends Omit<CallArgs<Id>, 'signal'> ? [args?: CallArgs<Id>] : [args: CallArgs<Id>];

export interface ApiClientOptions {
  /** Base URL prepended to `/api/...`; empty means same origin. */
  baseUrl: () => string | Promise<string>;
  getIdToken: () => Promise<string | undefined>;
  /** The API answered 401 to a call made with this token of the session: the session is over. */
  onSessionRefused?: (token: string) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  call<Id extends RouteId>(id: Id, ...rest: CallRest<Id>): Promise<OutputOf<Id>>;
}

export function toSearch(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    body = undefined;
  }
  const parsed = errorBody.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.issues);
  const fallback =
    response.status === 401
      ? apiMessages.unauthorized
      : response.status >= 500
        ? apiMessages.internal
        : `Request failed (HTTP ${response.status}).`;
  return new ApiError(response.status, fallback);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const url = async (id: RouteId, args: { params?: unknown; query?: unknown }) => {
    const route = await routeDef(id);
    const path = buildPath(route.path, (args.params ?? {}) as Record<string, string | number>);
    const base = (await options.baseUrl()).replace(/\/+$/, '');
    return `${base}${path}${toSearch(args.query)}`;
  };

  async function call(id: RouteId, args: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal } = {}) {
    const route = await routeDef(id);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let sessionToken: string | undefined;
    if (route.auth !== 'public') {
      sessionToken = await options.getIdToken();
      // No session: fail the way the API would, without a round trip.
      if (!sessionToken) throw new ApiError(401, apiMessages.unauthorized);
      headers.Authorization = `Bearer ${sessionToken}`;
    } else {
      // Signed in, a public page is read as that person (a block hides people both ways there too);
      // signed out, or with a session that cannot give a token, it is read anonymously.
      const token = await options.getIdToken().catch(() => undefined);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const init: RequestInit = { method: route.method, headers };
    if (args.signal) init.signal = args.signal;
    if (args.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(args.body);
    }

    const target = await url(id, args);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(target, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, i18n._(NETWORK_ERROR_MESSAGE));
    }
    if (!response.ok) {
      // A token sent to a signed-in route and refused: signed out everywhere, or the account was
      // deleted or disabled. (Public routes read a refused token as anonymous and never say 401.)
      if (response.status === 401 && sessionToken) options.onSessionRefused?.(sessionToken);
      throw await toApiError(response);
    }

    let data: unknown;
    try {
      data = await readJson(response);
    } catch {
      throw new ApiError(response.status, i18n._(BAD_RESPONSE_MESSAGE));
    }
    // The route table's output schema is the contract: parse, never trust.
    const parsed = route.output.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(
        response.status,
        i18n._(BAD_RESPONSE_MESSAGE),
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    }
    return parsed.data;
  }

  return { call: call as ApiClient['call'] };
}

let ending = false;

/**
 * The API no longer honours this browser's session, though its tokens have not expired: drop them
 * and load the sign-in page afresh (nothing of the old session stays in memory), back here after.
 */
function endRefusedSession(token: string): void {
  if (ending || isEndingSession(token)) return;
  ending = true;
  const here = `${window.location.pathname}${window.location.search}`;
  void clearLocalAuthData().finally(() => window.location.assign(loginPath(here)));
}

/** The app's client: base URL from /config.json (awaited, so route loaders may call it), id token from Amplify. */
export const api = createApiClient({
  baseUrl: async () => (await loadConfig()).apiUrl,
  getIdToken,
  onSessionRefused: endRefusedSession,
});

/** SWR keys for API reads are `[routeId, args]`; this is the matching fetcher. */
export type ApiKey<Id extends RouteId = RouteId> = readonly [Id, CallArgs<Id>?];

export function apiFetcher<Id extends RouteId>([id, args]: ApiKey<Id>): Promise<OutputOf<Id>> {
  return (api.call as (id: Id, args?: CallArgs<Id>) => Promise<OutputOf<Id>>)(id, args);
}
