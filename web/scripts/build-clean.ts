/**
 * `npm run build:web`, failing when either build prints a warning. `npm start` builds the web app
 * the same way, so a notice here is a screen of noise before every start's ready line; `npm test`
 * runs this (check:bundles) so a new warning is fixed when it appears, not discovered later.
 *
 *   npx tsx web/scripts/build-clean.ts
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { warningLines } from './warning-lines';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const run = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
const output = `${run.stdout}\n${run.stderr}`;
if (run.status !== 0) {
  console.error(output);
  process.exit(run.status ?? 1);
}
const warnings = warningLines(output);
if (warnings.length > 0) {
  console.error(`The web build printed ${warnings.length} warning line(s):\n${warnings.join('\n')}`);
  process.exit(1);
}
console.log('Web build: app and public builds, no warnings.');
