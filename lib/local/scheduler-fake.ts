import fs from 'node:fs';
import type http from 'node:http';

/**
 * The local twin of EventBridge Scheduler's one-time schedules, for the same SDK client the
 * Lambdas use in AWS (SCHEDULER_ENDPOINT points @aws-sdk/client-scheduler here). It speaks the
 * subset of the Scheduler REST API they call, stores the schedules in the data directory (they
 * outlive a restart, as in AWS), and at each one's time sends its target input to the local queue
 * named by the target ARN, with `<aws.scheduler.scheduled-time>` filled in, then deletes it
 * (ActionAfterCompletion DELETE). Only `at(...)` expressions and SQS targets: what the app uses.
 *
 * - `POST|PUT /scheduler-fake/schedules/{Name}` CreateSchedule / UpdateSchedule
 * - `GET|DELETE /scheduler-fake/schedules/{Name}?groupName=` GetSchedule / DeleteSchedule
 * - `GET /scheduler-fake/_local/schedules` every stored schedule (tests, `npm run job`)
 * - `POST /scheduler-fake/_local/fire?name=&groupName=` fire one now, as at its own time (the clock
 *   moved to it): how tests and `npm run job -- schedule <name>` run a decision without waiting
 */
export const SCHEDULER_FAKE_PREFIX = '/scheduler-fake';
export const SCHEDULED_TIME_PLACEHOLDER = '<aws.scheduler.scheduled-time>';

export interface StoredSchedule {
  name: string;
  group: string;
  expression: string;
  /** When it fires (epoch ms), from the `at(...)` expression in its time zone (UTC only here). */
  atMs: number;
  target: { arn: string; roleArn: string; input: string };
  deleteAfterCompletion: boolean;
  updatedAt: string;
}

export interface SchedulerFakeOptions {
  /** Persist schedules here; unset, memory only. */
  stateFile?: string;
  /** Put a message on the local queue with this ARN. */
  send: (queueArn: string, body: string) => Promise<void>;
  log: (line: string) => void;
  region?: string;
  account?: string;
}

export interface SchedulerFake {
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): Promise<void>;
  list(): StoredSchedule[];
  /** Fire one schedule now with its own scheduled time; false if there is none by that name. */
  fire(name: string, group?: string): Promise<boolean>;
  /** Fire what is due every second until stopped (the running app; tests fire by hand). */
  start(): void;
  stop(): void;
}

const AT = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;
const NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;

/** The ISO time Scheduler writes for `<aws.scheduler.scheduled-time>`: whole seconds, UTC. */
export const scheduledTimeOf = (atMs: number) => `${new Date(atMs).toISOString().slice(0, 19)}Z`;

export function createSchedulerFake(opts: SchedulerFakeOptions): SchedulerFake {
  const region = opts.region ?? 'us-east-1';
  const account = opts.account ?? '000000000000';
  const load = (): Record<string, StoredSchedule> => {
    try {
      if (opts.stateFile && fs.existsSync(opts.stateFile)) return JSON.parse(fs.readFileSync(opts.stateFile, 'utf8')) as Record<string, StoredSchedule>;
    } catch {
      // A damaged state file starts empty.
    }
    return {};
  };
  const state = load();
  const save = () => {
    if (opts.stateFile) fs.writeFileSync(opts.stateFile, JSON.stringify(state, null, 2));
  };
  const keyOf = (group: string, name: string) => `${group}/${name}`;
  const arnOf = (s: Pick<StoredSchedule, 'group' | 'name'>) => `arn:aws:scheduler:${region}:${account}:schedule/${s.group}/${s.name}`;

  const json = (res: http.ServerResponse, status: number, body: unknown, errorType?: string) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    res.end(JSON.stringify(errorType ? { __type: errorType, Message: (body as { Message: string }).Message } : body));
  };
  const fail = (res: http.ServerResponse, status: number, type: string, message: string) => json(res, status, { Message: message }, type);

  async function fireSchedule(key: string): Promise<void> {
    const s = state[key];
    if (!s) return;
    // Removed before sending: a slow send is never picked up twice by the next tick.
    delete state[key];
    save();
    const body = s.target.input.split(SCHEDULED_TIME_PLACEHOLDER).join(scheduledTimeOf(s.atMs));
    try {
      await opts.send(s.target.arn, body);
      opts.log(`schedule ${s.group}/${s.name} fired`);
    } catch (error) {
      opts.log(`schedule ${s.group}/${s.name} could not be sent: ${(error as Error).message}`);
      // Scheduler retries delivery; so does the twin, on the next tick.
      state[key] ??= s;
      save();
      return;
    }
    if (!s.deleteAfterCompletion) opts.log(`schedule ${s.group}/${s.name} kept (ActionAfterCompletion NONE)`);
  }

  function parseInput(name: string, body: string): { schedule?: StoredSchedule; error?: string } {
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(body || '{}') as Record<string, unknown>;
    } catch {
      return { error: 'The request body is not JSON' };
    }
    const expression = typeof raw.ScheduleExpression === 'string' ? raw.ScheduleExpression : '';
    const at = AT.exec(expression);
    if (!at) return { error: `Only one-time at(yyyy-mm-ddThh:mm:ss) expressions are supported here, not ${expression || 'none'}` };
    const zone = raw.ScheduleExpressionTimezone ?? 'UTC';
    if (zone !== 'UTC') return { error: 'Only ScheduleExpressionTimezone UTC is supported here' };
    const target = raw.Target as { Arn?: unknown; RoleArn?: unknown; Input?: unknown } | undefined;
    if (!target || typeof target.Arn !== 'string' || typeof target.RoleArn !== 'string') return { error: 'Target.Arn and Target.RoleArn are required' };
    return {
      schedule: {
        name,
        group: typeof raw.GroupName === 'string' ? raw.GroupName : 'default',
        expression,
        atMs: Date.parse(`${at[1]!}Z`),
        target: { arn: target.Arn, roleArn: target.RoleArn, input: typeof target.Input === 'string' ? target.Input : '' },
        deleteAfterCompletion: raw.ActionAfterCompletion === 'DELETE',
        updatedAt: new Date().toISOString(),
      },
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): Promise<void> {
    const rest = url.pathname.slice(SCHEDULER_FAKE_PREFIX.length);
    if (rest === '/_local/schedules' && req.method === 'GET') return json(res, 200, { schedules: Object.values(state) });
    if (rest === '/_local/fire' && req.method === 'POST') {
      const name = url.searchParams.get('name') ?? '';
      const fired = await fire(name, url.searchParams.get('groupName') ?? undefined);
      return fired ? json(res, 200, { fired: name }) : fail(res, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    }
    const match = /^\/schedules\/([^/]+)$/.exec(rest);
    if (!match) return fail(res, 404, 'UnknownOperationException', `No operation at ${req.method ?? ''} ${url.pathname}`);
    const name = decodeURIComponent(match[1]!);
    if (!NAME.test(name)) return fail(res, 400, 'ValidationException', `Invalid schedule name ${name}`);
    if (req.method === 'GET' || req.method === 'DELETE') {
      const group = url.searchParams.get('groupName') ?? 'default';
      const s = state[keyOf(group, name)];
      if (!s) return fail(res, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      if (req.method === 'DELETE') {
        delete state[keyOf(group, name)];
        save();
        return json(res, 200, {});
      }
      return json(res, 200, {
        Name: s.name,
        GroupName: s.group,
        Arn: arnOf(s),
        ScheduleExpression: s.expression,
        ScheduleExpressionTimezone: 'UTC',
        ActionAfterCompletion: s.deleteAfterCompletion ? 'DELETE' : 'NONE',
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
        Target: { Arn: s.target.arn, RoleArn: s.target.roleArn, Input: s.target.input },
      });
    }
    if (req.method === 'POST' || req.method === 'PUT') {
      const { schedule, error } = parseInput(name, body);
      if (!schedule) return fail(res, 400, 'ValidationException', error ?? 'Invalid schedule');
      const key = keyOf(schedule.group, name);
      if (req.method === 'POST' && state[key]) return fail(res, 409, 'ConflictException', `Schedule ${name} already exists.`);
      if (req.method === 'PUT' && !state[key]) return fail(res, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      state[key] = schedule;
      save();
      return json(res, 200, { ScheduleArn: arnOf(schedule) });
    }
    return fail(res, 405, 'UnknownOperationException', `${req.method ?? ''} is not supported`);
  }

  async function fire(name: string, group?: string): Promise<boolean> {
    const key = Object.keys(state).find((k) => state[k]!.name === name && (group === undefined || state[k]!.group === group));
    if (!key) return false;
    await fireSchedule(key);
    return true;
  }

  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      const now = Date.now();
      for (const [key, s] of Object.entries(state)) if (s.atMs <= now) await fireSchedule(key);
    } finally {
      ticking = false;
    }
  };

  return {
    handle,
    list: () => Object.values(state),
    fire,
    start() {
      timer ??= setInterval(() => void tick(), 1000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
