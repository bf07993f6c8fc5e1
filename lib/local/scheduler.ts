import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JobName } from '@shared/schemas/jobs';
import { schedules } from '../manifest';
import { lambdaContext } from './lambda-context';

const root = path.resolve(import.meta.dirname, '../..');

/** Run one schedule target now, with the payload EventBridge Scheduler would send. */
export async function runJob(job: JobName, at?: string): Promise<unknown> {
  const spec = schedules.find((s) => s.job === job);
  if (!spec) throw new Error(`Unknown job ${job}`);
  const mod = (await import(pathToFileURL(path.join(root, spec.entry)).href)) as {
    handler: (payload: unknown, context: unknown) => Promise<unknown>;
  };
  return mod.handler(at ? { job, at } : { job }, lambdaContext(`rally-${job}`));
}

/** Milliseconds until the next daily run at hour:minute UTC. */
export function msUntil(hour: number, minute: number, now = new Date()): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Milliseconds until the next multiple of `minutes` on the clock (15 → the next :00, :15, :30 or :45). */
export function msUntilEvery(minutes: number, now = new Date()): number {
  const step = minutes * 60_000;
  return step - (now.getTime() % step);
}

/** The local twin of the EventBridge schedules: each job runs on its cadence while the stack runs. */
export function startScheduler(log: (line: string) => void) {
  const timers = new Set<NodeJS.Timeout>();
  const arm = (job: JobName, wait: () => number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      runJob(job).then(
        (result) => log(`job ${job} ran: ${JSON.stringify(result)}`),
        (error: unknown) => log(`job ${job} failed: ${(error as Error).message}`),
      );
      arm(job, wait);
    }, wait());
    timer.unref();
    timers.add(timer);
  };
  for (const s of schedules) {
    const { cadence } = s;
    arm(s.job, 'dailyAtUtc' in cadence ? () => msUntil(cadence.dailyAtUtc.hour, cadence.dailyAtUtc.minute) : () => msUntilEvery(cadence.everyMinutes));
  }
  return {
    stop: () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
