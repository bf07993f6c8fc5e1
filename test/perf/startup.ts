/**
 * Benchmark: `npm start` from an installed checkout to the readiness line, cold (empty data dir:
 * creates the table, pool, seed) and warm (second start on the same data). Prints seconds and
 * checks that Ctrl-C leaves no port listening. Budget from the foundation issue: aim < 20 s.
 * Run: npx tsx test/perf/startup.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, portIsFree } from '../../lib/local/http-util';

const root = path.resolve(import.meta.dirname, '../..');

async function startOnce(env: NodeJS.ProcessEnv, ports: number[]): Promise<number> {
  const t0 = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bin/local.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const ready = await new Promise<boolean>((resolve) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready in')) resolve(true);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => resolve(false));
  });
  const seconds = (Date.now() - t0) / 1000;
  if (!ready) throw new Error(`did not start:\n${out}`);
  child.kill('SIGINT');
  await new Promise((r) => child.on('exit', r));
  const busy = [];
  for (const p of ports) if (!(await portIsFree(p))) busy.push(p);
  if (busy.length) throw new Error(`ports still listening after Ctrl-C: ${busy.join(', ')}`);
  return seconds;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-'));
const ports = { PORT: await freePort(), DYNAMODB_PORT: await freePort(), SQS_PORT: await freePort(), MAIL_PORT: await freePort(), COGNITO_PORT: await freePort() };
const env = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir };
try {
  const cold = await startOnce(env, Object.values(ports));
  const warm = await startOnce(env, Object.values(ports));
  console.log('npm start to ready (seconds, web/dist already built)');
  console.log(`  cold (empty data, seed): ${cold.toFixed(1)} s`);
  console.log(`  warm (existing data):    ${warm.toFixed(1)} s`);
  console.log(`  budget: 20 s  → ${Math.max(cold, warm) <= 20 ? 'within' : 'OVER'}`);
  console.log('  Ctrl-C: every port released');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
