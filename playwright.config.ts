import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './test/e2e/stack-env';

const stack = e2eStack();

/**
 * Debian's old headless shell (apt chromium-headless-shell, same Chromium build) when it is
 * installed: it has no browser UI to draw, and on this 2-core machine it costs about a fifth less CPU than
 * the full browser in headless mode (figures in docs/decisions.md). E2E_CHROMIUM overrides.
 */
function browserPath(): string {
  if (process.env.E2E_CHROMIUM) return process.env.E2E_CHROMIUM;
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}
const SLOT = stack.slot;
const baseURL = stack.baseURL;

/**
 * End-to-end tests against the whole local stack (`npm start`) in Debian's Chromium.
 * Never `playwright install`: the browser comes from apt (DESIGN §9, notes/local-emulators.md).
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Sized for a loaded 2-core CI machine, not a quiet one (docs/decisions.md 2026-11-26): the
  // longest journeys take about 40 s there; a wait only runs this long when something is broken.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // `npm start` rebuilds web/dist first when it is missing or older than its sources.
    // Other slots share one working tree, so they serve the SPA through Vite middleware rather than
    // race on building web/dist; under CI each clone has its own tree and builds it like slot 0.
    command: SLOT && !process.env.CI ? 'npx tsx bin/local.ts --dev' : 'npm start',
    url: `${baseURL}/api/health`,
    // Two JVMs (DynamoDB Local), the emulators and the API start together: past 180 s on a
    // loaded 2-core machine. A slow start only waits; a failed one still fails at once.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: stack.env,
  },
});
