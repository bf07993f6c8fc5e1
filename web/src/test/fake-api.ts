import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { findRoute, type BodyOf, type ParamsOf, type QueryOf, type RouteDef, type RouteId, type Routes } from '@shared/api/routes';

/** The API origin web tests talk to (testConfig.apiUrl); only the fake answers there. */
export const TEST_API_URL = 'http://api.rally.test';

/** What the server would send for a route: the input side of its output schema (dates as strings). */
export type FakeAnswer<Id extends RouteId> = z.input<Routes[Id]['output']>;

export interface FakeRequest<Id extends RouteId> {
  params: ParamsOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
}

type Responder<Id extends RouteId> = FakeAnswer<Id> | ((request: FakeRequest<Id>) => FakeAnswer<Id> | Promise<FakeAnswer<Id>>);

/** Thrown by a responder to answer as the API does on failure: `{ message, issues? }` with a status. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export interface RecordedCall {
  id: RouteId;
  params: unknown;
  query: unknown;
  body: unknown;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): { ok: true; data: unknown } | { ok: false; issues: Array<{ path: string; message: string }> } {
  if (!schema) return { ok: true, data: undefined };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: [part, ...issue.path].join('.'), message: issue.message })) };
}

/**
 * A fake Rally API driven by the route table: it finds the route as the server does, validates the
 * request with the route's input schemas (a bad request gets the server's 400), and parses every
 * answer with the route's output schema, so a test cannot feed a screen data the real API would never
 * send. A request no test answered, or an answer that breaks its contract, fails the test.
 */
class FakeApi {
  private responders = new Map<RouteId, Responder<RouteId>>();
  private recorded: RecordedCall[] = [];
  private problems: string[] = [];

  /** Answer every call of `id` with this value, or with what the function returns (or throws). */
  on<Id extends RouteId>(id: Id, responder: Responder<Id>): this {
    this.responders.set(id, responder as unknown as Responder<RouteId>);
    return this;
  }

  /** Every call the screen made to `id` (or to any route), in order, with its parsed input. */
  calls(id?: RouteId): RecordedCall[] {
    return id ? this.recorded.filter((call) => call.id === id) : [...this.recorded];
  }

  /** Test-file hooks: clear answers and calls, and report contract problems as a failure. */
  reset(): void {
    this.responders.clear();
    this.recorded = [];
  }

  takeProblems(): string[] {
    const problems = this.problems;
    this.problems = [];
    return problems;
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const found = findRoute(request.method, url.pathname);
    if (!found) {
      this.problems.push(`${request.method} ${url.pathname} is not in the route table`);
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }
    const route: RouteDef = found.route;
    const text = await request.text();
    let rawBody: unknown;
    try {
      rawBody = text ? JSON.parse(text) : undefined;
    } catch {
      this.problems.push(`${found.id}: the request body is not JSON`);
      return HttpResponse.json({ message: 'Invalid JSON' }, { status: 400 });
    }
    const params = parsePart(route.params, found.params, 'params');
    const query = parsePart(route.query, queryObject(url), 'query');
    const body = parsePart(route.body, rawBody, 'body');
    const invalid = [params, query, body].flatMap((part) => (part.ok ? [] : part.issues));
    if (invalid.length) return HttpResponse.json({ message: 'Invalid request', issues: invalid }, { status: 400 });
    const input = { params: params.ok ? params.data : undefined, query: query.ok ? query.data : undefined, body: body.ok ? body.data : undefined };
    this.recorded.push({ id: found.id, ...input });

    const responder = this.responders.get(found.id);
    if (responder === undefined) {
      this.problems.push(`${found.id} was called but the test gave it no answer (fakeApi.on('${found.id}', …))`);
      return HttpResponse.json({ message: `No fake answer for ${found.id}` }, { status: 500 });
    }
    let answer: unknown;
    try {
      answer = typeof responder === 'function' ? await (responder as (request: unknown) => unknown)(input) : responder;
    } catch (error) {
      if (error instanceof FakeApiError) {
        return HttpResponse.json({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) }, { status: error.status });
      }
      this.problems.push(`${found.id}: the fake's responder threw ${String(error)}`);
      return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
    }
    const checked = route.output.safeParse(answer);
    if (!checked.success) {
      const detail = checked.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
      this.problems.push(`${found.id}: the fake answer breaks the route's output schema: ${detail}`);
      return HttpResponse.json({ message: 'Contract broken' }, { status: 500 });
    }
    return answer === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(answer as never);
  }
}

export const fakeApi = new FakeApi();

export const fakeApiServer = setupServer(http.all(`${TEST_API_URL}/*`, ({ request }) => fakeApi.handle(request)));
