import { defineConfig, devices } from '@playwright/test';

/**
 * E2E_SLOT=n (default 0) shifts every port by 10·n and uses its own data dir, so several people
 * (or helpers) can run the e2e suite at once. Slots other than 0 serve the SPA through Vite
 * middleware (`--dev`) so they never race on building web/dist.
 */
const SLOT = Number(process.env.E2E_SLOT ?? 0);
const shift = (port: number) => String(port + SLOT * 10);
const PORT = Number(shift(3100));
const baseURL = `http://127.0.0.1:${PORT}`;

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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    command: SLOT ? 'npx tsx bin/local.ts --dev' : 'npm start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DYNAMODB_PORT: shift(8100),
      SQS_PORT: shift(4666),
      MAIL_PORT: shift(8105),
      COGNITO_PORT: shift(9329),
      DATA_DIR: SLOT ? `.data/e2e-${SLOT}` : '.data/e2e',
    },
  },
});
