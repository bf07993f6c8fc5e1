/**
 * `npm run ci:soak -- [--runs N] [--load N]`: runs the whole e2e suite N times (default 3) against
 * ONE local stack, with no retries, while N busy-loop processes (default 1) keep the CPU loaded, and
 * reports every test that failed even once plus each test's slowest duration. A test that passes
 * here only on a quiet machine, or only on a fresh stack, shows up as a failure.
 *
 * The stack is the one CI uses (`npm start`'s built SPA) on the e2e ports of E2E_SLOT (default 0),
 * started on a wiped data directory; Playwright reuses it (CI must not be set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { e2eStack } from '../test/e2e/stack-env';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, load: { type: 'string', default: '1' }, grep: { type: 'string' } },
});
const runs = Number(values.runs);
const burners = Number(values.load);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
if (!Number.isInteger(burners) || burners < 0) throw new Error('--load must be a whole number ≥ 0');
if (process.env.CI) throw new Error('Unset CI: the soak reuses one stack, which Playwright refuses under CI');

const stack = e2eStack();
const log = (line: string) => console.log(`[soak] ${line}`);
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The stack did not answer ${url} within ${ms / 1000}s`);
}

interface JsonResult {
  status: string;
  duration: number;
}
interface JsonSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: JsonResult[] }[] }[];
  suites?: JsonSuite[];
}

/** Every test's results in a Playwright JSON report, keyed "file › title". */
function collect(suites: JsonSuite[], into: Map<string, JsonResult[]>, prefix: string[] = []) {
  for (const suite of suites) {
    const titles = suite.file === suite.title ? prefix : [...prefix, suite.title];
    for (const spec of suite.specs ?? []) {
      const key = [spec.file, ...titles.slice(1), spec.title].join(' › ');
      const list = into.get(key) ?? [];
      for (const t of spec.tests) list.push(...t.results);
      into.set(key, list);
    }
    collect(suite.suites ?? [], into, titles);
  }
}

function runPlaywright(reportFile: string): Promise<number> {
  const args = ['playwright', 'test', '--retries=0', '--reporter=json', ...(values.grep ? ['--grep', values.grep] : [])];
  const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile };
  delete env.CI;
  const child = spawn('node_modules/.bin/playwright', args.slice(1), { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  fs.rmSync(stack.env.DATA_DIR, { recursive: true, force: true });
  log(`starting the stack at ${stack.baseURL} (data ${stack.env.DATA_DIR})`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], { env: { ...process.env, ...stack.env }, stdio: ['ignore', 'ignore', 'inherit'], detached: false });
  children.push(server);
  await waitForHealth(`${stack.baseURL}/api/health`, 300_000);

  for (let i = 0; i < burners; i++) children.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  log(`${burners} busy-loop process(es) loading the CPU (${os.cpus().length} cores)`);

  const results = new Map<string, JsonResult[]>();
  const walls: number[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-soak-'));
  for (let run = 1; run <= runs; run++) {
    const file = path.join(dir, `run-${run}.json`);
    const started = Date.now();
    const code = await runPlaywright(file);
    walls.push((Date.now() - started) / 1000);
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites: JsonSuite[] };
    const before = [...results.values()].flat().filter((r) => r.status !== 'passed' && r.status !== 'skipped').length;
    collect(report.suites, results);
    const after = [...results.values()].flat().filter((r) => r.status !== 'passed' && r.status !== 'skipped').length;
    log(`run ${run}/${runs}: exit ${code}, ${after - before} failed, ${walls.at(-1)!.toFixed(0)}s`);
  }
  stopAll();

  const rows = [...results.entries()].map(([test, rs]) => ({
    test,
    runs: rs.length,
    failed: rs.filter((r) => r.status !== 'passed' && r.status !== 'skipped').length,
    slowest: Math.max(...rs.map((r) => r.duration)) / 1000,
  }));
  const failing = rows.filter((r) => r.failed > 0);
  console.log(`\nSlowest tests (seconds, worst of ${runs} runs):`);
  for (const r of [...rows].sort((a, b) => b.slowest - a.slowest).slice(0, 15)) console.log(`  ${r.slowest.toFixed(1).padStart(6)}  ${r.test}`);
  console.log(`\nRuns: ${runs} · tests: ${rows.length} · wall per run: ${walls.map((w) => `${w.toFixed(0)}s`).join(', ')} · load: ${burners} busy process(es)`);
  if (failing.length === 0) {
    console.log('Failures: 0 (no test failed in any run)');
    return;
  }
  console.log(`Failures: ${failing.length} test(s) failed at least once`);
  for (const r of failing) console.log(`  ${r.failed}/${r.runs}  ${r.test}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  stopAll();
  console.error('[soak]', error);
  process.exit(1);
});
