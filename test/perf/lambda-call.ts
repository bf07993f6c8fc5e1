/**
 * Call a domain Lambda's real handler in this process, as API Gateway does after its JWT
 * authorizer accepted an id token for `caller`: everything past the authorizer is the real path.
 * For benchmarks that measure the handlers themselves (no HTTP, no token round trip).
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { findRoute } from '@shared/api/routes';
import { lambdaContext } from '../../lib/local/lambda-context';
import { lambdaEvent, type Caller } from '../fixtures/lambda-event';

export { lambdaEvent, type Caller };

type DomainHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: unknown) => Promise<{ statusCode: number; body: string }>;
const handlers = new Map<string, Promise<DomainHandler>>();

function handlerOf(domain: string): Promise<DomainHandler> {
  let found = handlers.get(domain);
  if (!found) {
    found = import(`../../lambdas/http/${domain}/index.ts`).then((m: { handler: DomainHandler }) => m.handler);
    handlers.set(domain, found);
  }
  return found;
}

/** The route's answer; anything but a 2xx throws with the body, so a benchmark never measures an error. */
export async function callRoute<T = unknown>(caller: Caller, method: string, path: string, body?: unknown): Promise<{ statusCode: number; body: string; json: T }> {
  const match = findRoute(method, new URL(path, 'http://local').pathname);
  if (!match) throw new Error(`no route for ${method} ${path}`);
  const handler = await handlerOf(match.route.domain);
  const result = await handler(lambdaEvent(caller, method, path, body), lambdaContext(`rally-${match.route.domain}`));
  if (result.statusCode >= 300) throw new Error(`${method} ${path} answered ${result.statusCode}: ${result.body}`);
  return { ...result, json: (result.body ? JSON.parse(result.body) : undefined) as T };
}

/**
 * Counts the DynamoDB requests made inside `run` (and what it awaits), not those of work it leaves
 * running, such as the local queue consumers. Call once, after the stack's env is in process.env.
 */
export async function requestCounter() {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  const { dynamoClient } = await import('../../lambdas/lib/clients');
  const inside = new AsyncLocalStorage<true>();
  const counter = {
    count: 0,
    run: <T>(work: () => Promise<T>) => inside.run(true, work),
  };
  dynamoClient().middlewareStack.add(
    (next) => async (args) => {
      if (inside.getStore()) counter.count++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return counter;
}
