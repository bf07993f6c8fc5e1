/** `npm run job -- <name>`: run one scheduled job now against the running local stack. */
import fs from 'node:fs';
import path from 'node:path';
import { jobNames, type JobName } from '@shared/schemas/jobs';
import { optionsFromEnv } from '../lib/local/config';
import { quietSdkWarnings } from '../lib/local/quiet-warnings';
import type { LocalStackInfo } from '../lib/local/stack';

const name = process.argv[2] as JobName | undefined;
if (!name || !jobNames.includes(name)) {
  console.error(`usage: npm run job -- <${jobNames.join('|')}>`);
  process.exit(2);
}
const { dataDir } = optionsFromEnv(process.env, 'none');
const infoFile = path.join(dataDir, 'local-stack.json');
if (!fs.existsSync(infoFile)) {
  console.error('[rally] Rally is not running: start it with npm start, then run the job.');
  process.exit(1);
}
const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as LocalStackInfo;
Object.assign(process.env, info.env);
quietSdkWarnings();
const { runJob } = await import('../lib/local/scheduler');
try {
  const result = await runJob(name);
  console.log(`[rally] job ${name} done: ${JSON.stringify(result)}`);
} catch (error) {
  console.error(`[rally] job ${name} failed: ${(error as Error).message}`);
  process.exit(1);
}
