/**
 * Benchmark: Lighthouse (the `lighthouse` package, mobile preset with its simulated
 * throttling) on Debian Chromium against the built SPA served by the local stack, for `features`,
 * `faqs` and a quiz. Prints the performance and accessibility scores and the metrics behind them.
 * Targets: performance ≥ 90, accessibility ≥ 95. Run: npx tsx test/perf/lighthouse.ts
 * (web/dist must be built: npm run build:web; the public pages come from the light public build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';

const PAGES = ['/features', '/faqs', '/quiz/pickleball'];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path.resolve('web/dist/public.html'))) {
  console.error('web/dist is missing: run `npm run build:web` first.');
  process.exit(1);
}
quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-lighthouse-'));
const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'dist', seed: true, scheduler: false });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });

const rows: string[] = [];
let failed = false;
try {
  for (const page of PAGES) {
    const url = `${stack.info.appUrl}${page}`;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const ms = (k: string) => `${Math.round(audits[k]?.numericValue ?? 0)} ms`;
    const perf = score('performance');
    const a11y = score('accessibility');
    if (perf < 90 || a11y < 95) failed = true;
    const misses = Object.values(audits)
      .filter((a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id);
    rows.push(
      `${page.padEnd(18)} performance ${String(perf).padStart(3)}  accessibility ${String(a11y).padStart(3)}  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}  JS ${((audits['total-byte-weight']?.numericValue ?? 0) / 1000).toFixed(0)} KB total transfer${misses.length ? `  failing a11y audits: ${misses.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log('Lighthouse, mobile preset (simulated throttling), Debian Chromium:');
for (const row of rows) console.log(`  ${row}`);
console.log(failed ? 'Below the targets (performance ≥ 90, accessibility ≥ 95) on at least one page.' : 'All pages meet the targets.');
