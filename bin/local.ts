/**
 * `npm start`: the whole product locally at http://localhost:3000 (DESIGN §1, right-hand column).
 * `npm run dev`: the same, with the SPA served by Vite middleware (HMR).
 */
import { quietSdkWarnings } from '../lib/local/quiet-warnings';
import { optionsFromEnv } from '../lib/local/config';
import { LocalStackError } from '../lib/local/errors';
import { ensureWebBuild } from '../lib/local/web-build';

quietSdkWarnings();
// Loaded after the warning filter is installed: cognito-local pulls in the AWS SDK v2.
const { startLocalStack } = await import('../lib/local/stack');

const started = Date.now();
const dev = process.argv.includes('--dev');
const log = (line: string) => console.log(`[rally] ${line}`);

async function main() {
  const opts = optionsFromEnv(process.env, dev ? 'vite' : 'dist');
  if (!dev) await ensureWebBuild(log);
  const stack = await startLocalStack({ ...opts, log });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `ready in ${seconds}s: app ${stack.info.appUrl} · mail inbox ${stack.info.mailUrl} · sign in as organizer@example.com, player@example.com or admin@example.com / Password123! · Ctrl-C to stop`,
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) console.error(`[rally] cannot start: ${error.message}`);
  else console.error('[rally] cannot start:', error);
  process.exit(1);
});
