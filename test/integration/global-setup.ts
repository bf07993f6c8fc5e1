import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { freePort } from '../../lib/local/http-util';
import type { LocalStackInfo } from '../../lib/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: LocalStackInfo;
  }
}

/** One real local stack (DynamoDB Local, fauxqs, SES local, cognito-local, API server) per run. */
export default async function setup(project: TestProject) {
  quietSdkWarnings();
  const { startLocalStack } = await import('../../lib/local/stack');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-it-'));
  const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
  // The fake push service (test/fixtures/push-service.ts) listens on 127.0.0.1 on a port of its own.
  const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: true, scheduler: false, pushAllowedOrigins: 'http://127.0.0.1:*' });
  project.provide('stack', stack.info);
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
