import * as z from 'zod';

/**
 * Lambda configuration, parsed once from process.env (DESIGN §1: config is parsed, never read raw).
 * The *_ENDPOINT variables are set only locally, where the same handlers talk to emulators.
 */
/** One origin of the local-only push allowance: scheme, host and a port or `*` (any port). */
export interface AllowedOrigin {
  protocol: string;
  hostname: string;
  port: string;
}

const allowedOrigins = z
  .string()
  .optional()
  .transform((raw, ctx): AllowedOrigin[] => {
    const origins: AllowedOrigin[] = [];
    for (const entry of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      const match = /^(https?):\/\/([^/:?#@]+|\[[0-9a-fA-F:]+\])(?::(\d{1,5}|\*))?$/.exec(entry);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `not an origin: ${entry}` });
        return z.NEVER;
      }
      origins.push({ protocol: `${match[1]}:`, hostname: match[2]!.toLowerCase(), port: match[3] ?? '' });
    }
    return origins;
  });

/**
 * The value CloudFront puts in the origin-verify header of every request it forwards to the HTTP
 * and WebSocket APIs (lib/constructs/origin-secret.ts: made by Secrets Manager at deploy, resolved
 * by CloudFormation into this variable). Unset means no CloudFront is in front: the local stack.
 */
const originSecret = z.string().min(32).optional();

/** What the origin check needs, parsed on its own: the WebSocket authorizer has no TABLE_NAME. */
const originEnvSchema = z.object({ ORIGIN_SECRET: originSecret, AWS_LAMBDA_FUNCTION_NAME: z.string().optional() });

const envSchema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  MAIL_QUEUE_URL: z.string().optional(),
  NOTIFY_QUEUE_URL: z.string().optional(),
  ANNOUNCE_QUEUE_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Rally <no-reply@rally.local>'),
  APP_URL: z.string().default('http://localhost:3000'),
  /** The deployment stage; 'prod' hides test-only content (the post board's test category). */
  STAGE: z.string().default('local'),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  /** Amazon Location place index for city search; unset (locally) the offline gazetteer answers. */
  PLACE_INDEX_NAME: z.string().min(1).optional(),
  /** Web push (VAPID) keys, base64url; unset, push is not offered and only e-mail is sent. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Contact the push services may use (`mailto:` or an https URL). */
  VAPID_SUBJECT: z.string().default('mailto:no-reply@example.com'),
  /**
   * Local stack only: origins web push may reach besides the browser push services, such as
   * `http://127.0.0.1:*` for the tests' fake push service. The CDK never sets it, and a deployed
   * function ignores it (pushAllowedOrigins).
   */
  PUSH_ALLOWED_ORIGINS: allowedOrigins,
  /** Set by the Lambda runtime in AWS; never locally, where handlers run in the dev server. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  ORIGIN_SECRET: originSecret,
  /** The WebSocket API's management endpoint (PostToConnection); unset, nothing is pushed live. */
  WS_CALLBACK_URL: z.url().optional(),
  /** Stripe: the secret key; unset with STRIPE_API_URL set, the local fake answers in test mode. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The webhook endpoint's signing secret (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The Connect platform's OAuth client id (ca_…) for linking an existing account. */
  STRIPE_CONNECT_CLIENT_ID: z.string().min(1).optional(),
  /** Only locally: every Stripe host (api, connect) is answered by the fake at this origin. */
  STRIPE_API_URL: z.url().optional(),
  /** The one special team domain (spec §2): claimable by a site, but never imitated. */
  TEAM_DOMAIN: z.string().min(1).optional(),
  /**
   * Local stack only: TXT lookups for custom-domain proofs go to this fake DNS (lib/local/dns-fake.ts)
   * instead of the system resolver. The CDK never sets it, and a deployed function ignores it.
   */
  DNS_FAKE_URL: z.url().optional(),
  /** Spec §1: the platform whose user plans this deployment shows. */
  PLATFORM: z.enum(['gth', 'meh']).default('gth'),
  /**
   * One-time schedules (the go/no-go of events with a minimum): the EventBridge Scheduler group
   * they live in, the role Scheduler assumes to send to the announce queue, and that queue's ARN.
   */
  SCHEDULE_GROUP: z.string().min(1).optional(),
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  ANNOUNCE_QUEUE_ARN: z.string().min(1).optional(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Local only: the scheduler twin (lib/local/scheduler-fake.ts). */
  SCHEDULER_ENDPOINT: z.url().optional(),
  SQS_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** The local-only push allowance: always empty in a deployed Lambda, whatever its env says. */
export function pushAllowedOrigins(): AllowedOrigin[] {
  const { AWS_LAMBDA_FUNCTION_NAME, PUSH_ALLOWED_ORIGINS } = env();
  return AWS_LAMBDA_FUNCTION_NAME ? [] : PUSH_ALLOWED_ORIGINS;
}

/** The local fake DNS, never in a deployed Lambda (whatever its env says). */
export function dnsFakeUrl(): string | undefined {
  const { AWS_LAMBDA_FUNCTION_NAME, DNS_FAKE_URL } = env();
  return AWS_LAMBDA_FUNCTION_NAME ? undefined : DNS_FAKE_URL;
}

/**
 * Whether requests must prove they came through CloudFront: `required` with the secret wherever
 * one is configured; `off` only outside Lambda with none (the local stack, which has no CloudFront);
 * `missing` in a deployed Lambda without one, which the check treats as a refusal (fail closed).
 */
export type OriginSecretMode = { mode: 'required'; secret: string } | { mode: 'off' } | { mode: 'missing' };

let originCached: OriginSecretMode | undefined;

export function originSecretMode(): OriginSecretMode {
  if (!originCached) {
    const { ORIGIN_SECRET, AWS_LAMBDA_FUNCTION_NAME } = originEnvSchema.parse(process.env);
    originCached = ORIGIN_SECRET ? { mode: 'required', secret: ORIGIN_SECRET } : AWS_LAMBDA_FUNCTION_NAME ? { mode: 'missing' } : { mode: 'off' };
  }
  return originCached;
}

/** Tests and the local stack change process.env before handlers run; forget the parsed copy. */
export function resetEnv(): void {
  cached = undefined;
  originCached = undefined;
}

/** A required queue URL, with a clear error if the function was not bound to the queue. */
export function queueUrl(name: 'mail' | 'notify' | 'announce'): string {
  const url = { mail: env().MAIL_QUEUE_URL, notify: env().NOTIFY_QUEUE_URL, announce: env().ANNOUNCE_QUEUE_URL }[name];
  if (!url) throw new Error(`${name.toUpperCase()}_QUEUE_URL is not set: bind the function to the ${name} queue`);
  return url;
}
