import path from 'node:path';
import * as z from 'zod';

/** The local stack's ports and data directory, parsed from env (defaults match the README). */
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const localConfigSchema = z.object({
  PORT: port(3000),
  DYNAMODB_PORT: port(8000),
  SQS_PORT: port(4566),
  MAIL_PORT: port(8005),
  COGNITO_PORT: port(9229),
  DATA_DIR: z.string().default('.data'),
  /** Passed on to the handlers (lambdas/lib/env.ts checks the format). */
  PUSH_ALLOWED_ORIGINS: z.string().optional(),
});

export interface LocalStackOptions {
  ports: { app: number; dynamodb: number; sqs: number; mail: number; cognito: number };
  /** Where DynamoDB Local, cognito-local and the stack's own state persist. */
  dataDir: string;
  /** Keep DynamoDB in memory (tests): nothing is written under dataDir/dynamodb. */
  inMemory?: boolean;
  /** How the SPA is served: the built web/dist, Vite middleware with HMR, or not at all (tests). */
  web: 'dist' | 'vite' | 'none';
  seed?: boolean;
  scheduler?: boolean;
  /**
   * Origins web push may reach besides the browser push services (PUSH_ALLOWED_ORIGINS), e.g.
   * `http://127.0.0.1:*` for the tests' fake push service. Unset, the local stack sends push only
   * where AWS would.
   */
  pushAllowedOrigins?: string;
  /** Progress lines; the CLI prints them, tests pass a no-op. */
  log?: (line: string) => void;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv, web: LocalStackOptions['web']): LocalStackOptions {
  const c = localConfigSchema.parse(env);
  return {
    ports: { app: c.PORT, dynamodb: c.DYNAMODB_PORT, sqs: c.SQS_PORT, mail: c.MAIL_PORT, cognito: c.COGNITO_PORT },
    dataDir: path.resolve(c.DATA_DIR),
    web,
    seed: true,
    scheduler: true,
    pushAllowedOrigins: c.PUSH_ALLOWED_ORIGINS,
  };
}

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_TABLE = 'rally-local';
export const MAIL_FROM = 'Rally <no-reply@rally.local>';
