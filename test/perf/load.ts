/**
 * Latency under load: a fixed request rate (autocannon's `overallRate`) against a running local
 * API (`npm start`, the real handlers behind the local API server), route by route, and the
 * middleware's own cost per request. A benchmark: it prints figures and fails nothing.
 *
 * Start a stack of its own on spare ports with its own data (the demo seed is written on first
 * start), wait for its ready line, then run the benchmark against it:
 *
 *   PORT=3400 DYNAMODB_PORT=8400 SQS_PORT=4966 MAIL_PORT=8405 COGNITO_PORT=9629 DATA_DIR=/tmp/rally-load npm start
 *   LOAD_URL=http://127.0.0.1:3400 npm run perf:load
 *
 * (`rm -rf /tmp/rally-load` afterwards.) Knobs: LOAD_RATES (default "100,200" requests/s), LOAD_SECONDS
 * (20), LOAD_CONNECTIONS (50), LOAD_USERS (120 people made for the run: RSVPs and messages spread
 * over them), LOAD_ROUTES (comma-separated names below, default all).
 *
 * Routes: home dashboard, nearby events (15 miles around Denver), get event, RSVP (the run's people
 * in turn join one roomy event and leave it again, a join and its leave on one connection), send message (direct messages
 * between pairs of the run's people, senders in turn). A person may send 10 messages per 10 s
 * (the product's limit): at R requests/s that needs R people, so 429s at a rate above LOAD_USERS
 * are the limit working and are counted apart from errors.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import autocannon from 'autocannon';
import { localCognitoClient } from '../../lib/local/cognito-pool';
import { ensureCognitoUser } from '../../lib/local/seed';
import { middlewareOverhead } from './middleware-overhead';

const base = (process.env.LOAD_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const rates = (process.env.LOAD_RATES ?? '100,200').split(',').map(Number);
const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const userCount = Math.max(2, Number(process.env.LOAD_USERS ?? 120));
const only = process.env.LOAD_ROUTES?.split(',').map((s) => s.trim());
const denver = { lat: 39.7392, lng: -104.9903 };

interface Person {
  uid: string;
  token: string;
}

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function inBatches<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  return out;
}

/** The run's people: Cognito users with a Denver profile, signed in. */
async function makePeople(): Promise<Person[]> {
  const config = (await (await fetch(`${base}/config.json`)).json()) as { userPoolId: string; userPoolClientId: string; userPoolEndpoint: string };
  const cognito = localCognitoClient(config.userPoolEndpoint);
  const run = Date.now().toString(36);
  return inBatches(
    Array.from({ length: userCount }, (_, i) => i),
    10,
    async (i) => {
      const email = `load-${run}-${i}@example.com`;
      const uid = await ensureCognitoUser(cognito, config.userPoolId, email, 'Password123!');
      const out = await cognito.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: 'Password123!' } }),
      );
      const token = out.AuthenticationResult!.IdToken!;
      await call('PUT', `/api/users/${uid}`, token, {
        displayName: `Load ${i}`,
        fullName: `Load Tester ${i}`,
        defaultCity: { name: 'Denver, CO', ...denver },
        joinReason: 'Find-people',
      });
      return { uid, token };
    },
  );
}

type Route = Pick<autocannon.Request, 'method' | 'path' | 'body' | 'headers' | 'setupRequest'>;

interface Row {
  route: string;
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  throughput: number;
  ok: number;
  limited: number;
  errors: number;
  statuses: string;
}

async function runAt(name: string, rate: number, request: Route | Route[]): Promise<Row> {
  const result = await autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests: [request].flat(),
  });
  const limited = Number(result.statusCodeStats?.['429']?.count ?? 0);
  return {
    route: name,
    rate,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    throughput: result.requests.average,
    ok: result['2xx'],
    limited,
    // Transport errors and timeouts, and every non-2xx answer but the send limit's 429.
    errors: result.errors + result.timeouts + result.non2xx - limited,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}

const people = await makePeople();
console.log(`${people.length} people ready at ${base}`);
const organiser = people[0]!;
const roomy = await call<{ id: string }>('POST', '/api/events', organiser.token, {
  title: 'Load test open run',
  description: 'Everyone welcome',
  gameType: 'Basketball',
  dateStart: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  timeZone: 'America/Denver',
  duration: { hours: 1, minutes: 30 },
  location: { name: 'Downtown Rec Center', address: '1 Main St, Denver, CO', ...denver },
  capacity: 10_000,
});
const nearby = await call<{ items: Array<{ id: string }> }>('GET', `/api/events/nearby?lat=${denver.lat}&lng=${denver.lng}&radius=15`, organiser.token);
const eventIds = nearby.items.map((e) => e.id);
const pairs = Array.from({ length: Math.floor(people.length / 2) }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
const conversations = await inBatches(pairs, 10, ([a, b]) => call<{ id: string }>('POST', '/api/conversations/direct', a.token, { userId: b.uid }));
const senders = pairs.flatMap(([a, b], i) => [
  { token: a.token, conversationId: conversations[i]!.id },
  { token: b.token, conversationId: conversations[i]!.id },
]);

let turn = 0;
const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const anyone = () => people[turn++ % people.length]!;
const routes: Record<string, Route | Route[]> = {
  'home dashboard': { method: 'GET', path: '/api/home', setupRequest: (req) => ({ ...req, headers: auth(anyone().token) }) },
  'nearby events': {
    method: 'GET',
    path: `/api/events/nearby?lat=${denver.lat}&lng=${denver.lng}&radius=15`,
    setupRequest: (req) => ({ ...req, headers: auth(anyone().token) }),
  },
  'get event': {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/api/events/${eventIds[turn % eventIds.length]}`, headers: auth(anyone().token) }),
  },
  // Each sequence (one connection, one request in flight) takes the next person: join, then leave.
  RSVP: [
    {
      method: 'POST',
      path: `/api/events/${roomy.id}/rsvps`,
      setupRequest: (req, context: { person?: Person }) => {
        context.person = anyone();
        return { ...req, body: '{}', headers: auth(context.person.token) };
      },
    },
    {
      method: 'DELETE',
      path: `/api/events/${roomy.id}/rsvps/me`,
      setupRequest: (req, context: { person?: Person }) => ({ ...req, headers: auth(context.person!.token) }),
    },
  ],
  'send message': {
    method: 'POST',
    setupRequest: (req) => {
      const sender = senders[turn++ % senders.length]!;
      return { ...req, path: `/api/conversations/${sender.conversationId}/messages`, body: JSON.stringify({ text: `load ${turn}` }), headers: auth(sender.token) };
    },
  },
};

const rows: Row[] = [];
for (const [name, request] of Object.entries(routes)) {
  if (only && !only.includes(name)) continue;
  for (const rate of rates) {
    const row = await runAt(name, rate, request);
    rows.push(row);
    // Leave every RSVP as it was: the people still in leave before the next run.
    if (name === 'RSVP') await Promise.all(people.map((p) => call('DELETE', `/api/events/${roomy.id}/rsvps/me`, p.token).catch(() => undefined)));
    console.log(`${name} at ${rate}/s: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors`);
  }
}

console.log(`\nLatency under load at ${base}: ${seconds} s per run, ${connections} connections, ${people.length} people`);
console.table(
  Object.fromEntries(
    rows.map((r) => [
      `${r.route} @ ${r.rate}/s`,
      { p50_ms: r.p50, p90_ms: r.p90, p99_ms: r.p99, 'achieved/s': r.throughput.toFixed(1), '2xx': r.ok, '429 (send limit)': r.limited, errors: r.errors, statuses: r.statuses },
    ]),
  ),
);

const overhead = await middlewareOverhead();
console.log(
  `\nMiddleware overhead, in process (${overhead.calls} calls each): GET /api/health through the middy stack ${overhead.stackUs.toFixed(0)} µs, ` +
    `a bare handler ${overhead.bareUs.toFixed(0)} µs: ${((overhead.stackUs - overhead.bareUs) / 1000).toFixed(3)} ms per request`,
);
