/** `npm run job -- <name>`: run one scheduled job now against the running local stack. */
import fs from 'node:fs';
import path from 'node:path';
import { jobNames, type JobName } from '@shared/schemas/jobs';
import { optionsFromEnv } from '../lib/local/config';
import { quietSdkWarnings } from '../lib/local/quiet-warnings';
import type { LocalStackInfo } from '../lib/local/stack';

/**
 * One-off jobs: never scheduled, no function of their own. Each queues its start on the announce
 * queue, whose consumer walks the work a page per message (README: the same message starts it in AWS).
 */
const queuedJobs = ['backfill-user-directory'] as const;
type QueuedJob = (typeof queuedJobs)[number];
const isQueuedJob = (value: string): value is QueuedJob => (queuedJobs as readonly string[]).includes(value);

const name = process.argv[2] as JobName | QueuedJob | 'schedule' | undefined;
if (!name || (name !== 'schedule' && !jobNames.includes(name as JobName) && !isQueuedJob(name))) {
  console.error(
    `usage: npm run job -- <${[...jobNames, ...queuedJobs].join('|')}>, or npm run job -- schedule [<name>] (list the one-time schedules, or fire one now)`,
  );
  process.exit(2);
}
const { dataDir } = optionsFromEnv(process.env, 'none');
const infoFile = path.join(dataDir, 'local-stack.json');
if (!fs.existsSync(infoFile)) {
  console.error('[rally] Rally is not running: start it with npm start, then run the job.');
  process.exit(1);
}
const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as LocalStackInfo;
if (name === 'schedule') {
  // One-time schedules (go/no-go) live in the running stack's scheduler twin: list them, or fire one
  // now as at its own time (the clock moved to it).
  const scheduleName = process.argv[3];
  const base = `${info.env.SCHEDULER_ENDPOINT}/_local`;
  const res = scheduleName
    ? await fetch(`${base}/fire?name=${encodeURIComponent(scheduleName)}`, { method: 'POST' })
    : await fetch(`${base}/schedules`);
  console.log(`[rally] ${scheduleName ? `schedule ${scheduleName}` : 'schedules'}: ${res.status} ${await res.text()}`);
  process.exit(res.ok ? 0 : 1);
}
Object.assign(process.env, info.env);
quietSdkWarnings();
if (isQueuedJob(name)) {
  const { startDirectoryBackfill } = await import('../lambdas/domain/users/directory-backfill');
  const start = await startDirectoryBackfill();
  console.log(`[rally] job ${name} queued: ${JSON.stringify(start)} (the announce consumer walks it; its log says each page)`);
  process.exit(0);
}
const { runJob } = await import('../lib/local/scheduler');
try {
  const result = await runJob(name);
  console.log(`[rally] job ${name} done: ${JSON.stringify(result)}`);
} catch (error) {
  console.error(`[rally] job ${name} failed: ${(error as Error).message}`);
  process.exit(1);
}
