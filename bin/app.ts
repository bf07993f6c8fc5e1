#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { loadAppConfig } from '../lib/config/app-config';
import { createRallyStacks } from '../lib/stacks/rally-app';

/** CDK entry (cdk.json: `npx tsx bin/app.ts`): read config, make sure the SPA is built, create the stacks. */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webAssetPath = join(repoRoot, 'web', 'dist');

// A fresh clone has no web build; build it here so `npx cdk synth` works offline in one step.
if (!existsSync(join(webAssetPath, 'index.html')) || !existsSync(join(webAssetPath, 'public.html'))) {
  console.error('web/dist is missing or incomplete: running `npm run build:web` first');
  execFileSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
}

const app = new App();
const config = loadAppConfig(app.node);
const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
const region = config.region ?? process.env.CDK_DEFAULT_REGION;

createRallyStacks(app, config, {
  webAssetPath,
  env: account || region ? { account, region } : undefined,
});
app.synth();
