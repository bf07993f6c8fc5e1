import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { apiMessages } from '@shared/constants/messages';
import type { RouteDef, RouteId, Routes } from '@shared/api/routes';
import { bearerClaims } from '../lib/bearer-identity';
import { isAdmin, type Caller } from '../lib/caller';
import { BadRequestError, ForbiddenError, invalidInput, NotFoundError, toIssues, TooManyRequestsError, UnauthorizedError } from '../lib/errors';
import { withCorrelationId } from '../lib/correlation';
import { logger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';
import { tokenRefused } from '../domain/users/session-gate';
import { toErrorResponse } from './errors';
import { cameThroughCloudFront, originRefusedMessage } from './origin-check';
import { takeRateLimit } from './rate-limit';

/**
 * The one middy chain (DESIGN §4). It owns JSON parsing, zod validation (400 {message, issues}),
 * auth claims, security headers, logging and error mapping, so a route file is config plus one call.
 */
export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyResultV2 & { statusCode: number; headers: Record<string, string>; body: string };

/**
 * API Gateway passes a list claim as one string: "[a b]" from the HTTP API authorizer, and the
 * local server passes '["a","b"]'. Both (and a real array) become a list.
 */
export function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((g) => g.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Field<Id extends RouteId, K extends string> = Routes[Id] extends Record<K, infer S> ? Parsed<S> : undefined;

export interface RouteRequest<Id extends RouteId> {
  user: Routes[Id]['auth'] extends 'user' | 'admin' ? Caller : Caller | undefined;
  params: Field<Id, 'params'>;
  query: Field<Id, 'query'>;
  body: Field<Id, 'body'>;
  event: HttpEvent;
}

export type RouteHandler<Id extends RouteId> = (
  request: RouteRequest<Id>,
) => Promise<z.input<Routes[Id]['output']>>;

const securityHeaders: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export const json = (statusCode: number, body: unknown): HttpResult => ({
  statusCode,
  headers: { ...securityHeaders },
  body: JSON.stringify(body),
});

/** A file answer (RouteDef.raw): the route's own status, validators and cache policy, with the security headers. */
function rawResponse(id: RouteId, mediaType: string, out: { statusCode: number; headers: Record<string, string>; body: string }): HttpResult {
  logger.info('request handled', { route: id, statusCode: out.statusCode });
  return {
    statusCode: out.statusCode,
    headers: { ...securityHeaders, 'content-type': `${mediaType}; charset=utf-8`, ...out.headers },
    body: out.body,
  };
}

/**
 * Claims from the API Gateway JWT authorizer (emulated locally). Only an id token is a caller:
 * the HTTP API authorizer also lets a Cognito access token through (its `client_id` matches),
 * and an access token has no `email`, so every e-mail based step would run on an empty address.
 */
export function userFromEvent(event: HttpEvent): Caller | undefined {
  return userFromClaims(event.requestContext?.authorizer?.jwt?.claims);
}

function userFromClaims(claims: Record<string, unknown> | undefined): Caller | undefined {
  if (!claims?.sub || claims.token_use !== 'id') return undefined;
  return {
    uid: String(claims.sub),
    email: String(claims.email ?? ''),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    groups: groupsOf(claims['cognito:groups']),
  };
}

/**
 * The verified claims of the caller's token: the authorizer's (emulated locally) or, on a public
 * route, which has no authorizer in AWS, the bearer token checked in the function, so rules about
 * who sees whom (blocks) hold for signed-in readers of public pages too.
 */
async function claimsOf(event: HttpEvent, def: RouteDef): Promise<Record<string, unknown> | undefined> {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (userFromClaims(claims) || def.auth !== 'public') return claims;
  return bearerClaims(event.headers?.authorization);
}

/**
 * The caller, unless their token predates a sign-out everywhere or belongs to a deleted or
 * disabled account: then they are nobody (401 on a signed-in route, anonymous on a public one).
 */
async function callerOf(event: HttpEvent, def: RouteDef): Promise<Caller | undefined> {
  const claims = await claimsOf(event, def);
  const user = userFromClaims(claims);
  if (!user) return undefined;
  // `iat` is epoch seconds (API Gateway passes it as a string).
  if (await tokenRefused(user.uid, Number(claims?.iat))) {
    logger.info('token refused', { reason: 'revoked' });
    return undefined;
  }
  return user;
}

/**
 * Keys that reach an object's prototype when a body is copied or merged. JSON.parse makes them
 * plain own properties, but zod records, spreads and DynamoDB marshalling downstream treat them
 * as the prototype, so a body carrying one at any depth is refused here, once, for every route.
 */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

function findPrototypeKey(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length) {
    const { value: node, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const at = path ? `${path}.${key}` : key;
      if (prototypeKeys.has(key)) return at;
      stack.push({ value: (node as Record<string, unknown>)[key], path: at });
    }
  }
  return undefined;
}

function parseBody(event: HttpEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    throw new BadRequestError(apiMessages.malformedJson);
  }
  const unsafe = findPrototypeKey(body);
  if (unsafe) throw invalidInput([{ path: unsafe, message: apiMessages.reservedKey }]);
  return body;
}

function validate(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!result.success) throw invalidInput(toIssues(result.error, where === 'body' ? undefined : where));
  return result.data;
}

/**
 * The definitions of the routes this Lambda serves, from its domain's own table (domainHandler):
 * importing the whole route table would put every domain's schemas in every bundle.
 */
const served = new Map<string, RouteDef>();

async function handle<Id extends RouteId>(id: Id, fn: RouteHandler<Id>, event: HttpEvent): Promise<HttpResult> {
  const def = served.get(id);
  if (!def) throw new Error(`Route ${id} is not served by this Lambda: domainHandler was not given its table`);
  try {
    const user = await callerOf(event, def);
    if (def.auth !== 'public' && !user) throw new UnauthorizedError();
    if (def.auth === 'admin' && !isAdmin(user)) throw new ForbiddenError(apiMessages.adminOnly);
    await takeRateLimit(id, def, user?.uid);
    const request = {
      user,
      params: validate(def.params, event.pathParameters, 'params'),
      query: validate(def.query, event.queryStringParameters, 'query'),
      // A route without a body schema ignores what was sent: the one-click unsubscribe is POSTed a form body (RFC 8058).
      body: def.body ? validate(def.body, parseBody(event), 'body') : undefined,
      event,
    } as RouteRequest<Id>;
    const result = await fn(request);
    // The output schema is the contract: it strips internal fields (keys, versions of other records).
    // An answer outside it is the server's fault, never the request's: a logged 500, not a 400.
    const checked = def.output.safeParse(result);
    if (!checked.success) throw new Error(`${id} answered outside its output schema: ${checked.error.message}`);
    const output = checked.data;
    if (def.raw) return rawResponse(id, def.raw, output as { statusCode: number; headers: Record<string, string>; body: string });
    const statusCode = def.method === 'POST' ? 201 : 200;
    logger.info('request handled', { route: id, statusCode });
    return json(statusCode, output);
  } catch (error) {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode < 500) logger.info('request rejected', { route: id, statusCode, reason: body.message });
    const response = json(statusCode, body);
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) response.headers['retry-after'] = String(error.retryAfterSeconds);
    return response;
  }
}

/** Declare a route handler: `export const getMe = route('getMe', ({ user }) => users.getProfile(user))`. */
export function route<Id extends RouteId>(id: Id, fn: RouteHandler<Id>) {
  const handler = (event: HttpEvent) => handle(id, fn, event);
  return Object.assign(handler, { routeId: id });
}

type DomainRouteIds<D extends string> = {
  [K in RouteId]: Routes[K]['domain'] extends D ? K : never;
}[RouteId];

type DomainHandlers<D extends string> = {
  [K in DomainRouteIds<D>]: ((event: HttpEvent) => Promise<HttpResult>) & { routeId: K };
};

/**
 * One Lambda per domain: a middy http-router over the domain's routes from the route table.
 * The type requires a handler for every route of the domain.
 */
export function domainHandler<D extends string>(domain: D, routeTable: Readonly<Record<string, RouteDef>>, handlers: DomainHandlers<D>) {
  const table = Object.values(handlers) as Array<((event: HttpEvent) => Promise<HttpResult>) & { routeId: RouteId }>;
  const router = httpRouterHandler({
    routes: table.map((h) => {
      const def = routeTable[h.routeId];
      if (!def) throw new Error(`Route ${h.routeId} is not in the ${domain} route table`);
      if (def.domain !== domain) throw new Error(`Route ${h.routeId} belongs to ${def.domain}, not ${domain}`);
      served.set(h.routeId, def);
      return { method: def.method, path: def.path, handler: h };
    }),
    notFoundResponse: () => {
      throw new NotFoundError(apiMessages.routeNotFound);
    },
  });
  const chain = middy<HttpEvent, HttpResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // Before routing, claims, rate limits or parsing: a request that went around CloudFront (and
    // so around its WAF) gets a 403 and costs nothing else.
    .use({
      before: (request) => (cameThroughCloudFront(request.event.headers) ? undefined : json(403, { message: originRefusedMessage })),
    })
    .use({
      onError: (request) => {
        const { statusCode, body } = toErrorResponse(request.error);
        request.response = json(statusCode, body);
      },
    })
    .handler(router as unknown as (event: HttpEvent, context: Context) => Promise<HttpResult>);
  // The request's API Gateway id follows everything it queues and is on every log line of it.
  const measured = withMetrics(chain);
  return (event: HttpEvent, context: Context) => withCorrelationId(event.requestContext?.requestId ?? context.awsRequestId, () => measured(event, context));
}
