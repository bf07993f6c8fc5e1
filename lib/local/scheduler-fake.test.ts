import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../../lambdas/lib/env';
import { deleteOneTimeSchedule, putOneTimeSchedule } from '../../lambdas/lib/one-time-schedules';
import { createSchedulerFake, SCHEDULER_FAKE_PREFIX, type SchedulerFake } from './scheduler-fake';

const sent: Array<{ arn: string; body: string }> = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduler-fake-'));
const stateFile = path.join(dir, 'schedules.json');
let fake: SchedulerFake;
let server: http.Server;

beforeAll(async () => {
  fake = createSchedulerFake({ stateFile, send: async (arn, body) => void sent.push({ arn, body }), log: () => undefined });
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => void fake.handle(req, res, new URL(req.url ?? '/', 'http://localhost'), body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    TABLE_NAME: 'unused',
    SCHEDULER_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}${SCHEDULER_FAKE_PREFIX}`,
    SCHEDULE_GROUP: 'test-group',
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/test',
    ANNOUNCE_QUEUE_ARN: 'arn:aws:sqs:us-east-1:000000000000:rally-announce',
  });
  resetEnv();
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

const message = { kind: 'go-no-go', eventId: '01JEVENT', occurrence: '2030-01-02T03:00:00.000Z', step: 'decide' } as const;

describe('the scheduler twin behind the real Scheduler client', () => {
  it('creates, moves and deletes a one-time schedule, and keeps it in the data directory', async () => {
    await putOneTimeSchedule('go-no-go-01JEVENT', Date.parse('2030-01-01T03:00:00.000Z'), message);
    expect(fake.list()).toMatchObject([{ name: 'go-no-go-01JEVENT', group: 'test-group', expression: 'at(2030-01-01T03:00:00)', deleteAfterCompletion: true }]);
    await putOneTimeSchedule('go-no-go-01JEVENT', Date.parse('2030-01-01T05:30:00.000Z'), message);
    expect(fake.list().map((s) => s.expression)).toEqual(['at(2030-01-01T05:30:00)']);
    expect(Object.keys(JSON.parse(fs.readFileSync(stateFile, 'utf8')) as object)).toEqual(['test-group/go-no-go-01JEVENT']);
    await deleteOneTimeSchedule('go-no-go-01JEVENT');
    expect(fake.list()).toEqual([]);
    // Deleting what is already gone is not an error.
    await deleteOneTimeSchedule('go-no-go-01JEVENT');
  });

  it('fires into the target queue with the scheduled time filled in, then forgets the schedule', async () => {
    sent.length = 0;
    await putOneTimeSchedule('go-no-go-01JFIRE', Date.parse('2030-01-01T03:00:00.000Z'), message);
    expect(await fake.fire('go-no-go-01JFIRE')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.arn).toBe('arn:aws:sqs:us-east-1:000000000000:rally-announce');
    expect(JSON.parse(sent[0]!.body)).toEqual({ ...message, at: '2030-01-01T03:00:00Z' });
    expect(fake.list()).toEqual([]);
    expect(await fake.fire('go-no-go-01JFIRE')).toBe(false);
  });

  it('sets a time already past one minute ahead, as Scheduler refuses a past at()', async () => {
    const before = Date.now();
    await putOneTimeSchedule('go-no-go-01JPAST', before - 3_600_000, message);
    const [stored] = fake.list();
    expect(stored!.atMs).toBeGreaterThanOrEqual(before + 59_000);
    await deleteOneTimeSchedule('go-no-go-01JPAST');
  });
});
