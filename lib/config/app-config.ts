import * as z from 'zod';

/**
 * Deployment configuration, parsed from CDK context (DESIGN §1: config is parsed, never read raw).
 *
 * Sources, later ones winning:
 *   1. the defaults below, so `npx cdk synth` works on a fresh clone with no context;
 *   2. `context.stages.<stage>` in cdk.json (per-stage settings kept in the repo);
 *   3. top-level context keys, e.g. `npx cdk deploy -c stage=prod -c mailFrom=hello@rally.example`.
 *
 * Only `bin/app.ts` calls this; stacks and constructs receive the parsed object.
 */
const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name');

export const appConfigSchema = z
  .object({
    /** Short stage name; it prefixes the stack names, so one account can hold several stages. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,15}$/, 'lower-case letters, digits and dashes, at most 16')
      .default('dev'),
    /** Target account and region; unset means environment-agnostic stacks (synth needs no credentials). */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    region: z.string().optional(),
    /** The product's own host name (e.g. `rally.example.com`); unset serves on the CloudFront domain. */
    domainName: hostname.optional(),
    /** ACM certificate for `domainName`. CloudFront only accepts certificates from us-east-1. */
    certificateArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'must be an ACM certificate ARN in us-east-1')
      .optional(),
    /**
     * Teams' own domains served by the distribution: each is an alternate domain name,
     * so `certificateArn` must cover them too (SANs or a wildcard). Comma-separated with -c.
     */
    siteDomains: z
      .preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(hostname))
      .default([]),
    /** The one special team domain (spec §2): also serves form routes and home. Must be one of siteDomains. */
    teamDomain: hostname.optional(),
    /** Route 53 zone for `domainName`; when set, alias records are created. Attributes, not a lookup: synth stays offline. */
    hostedZoneId: z.string().optional(),
    hostedZoneName: hostname.optional(),
    /** Sender of every e-mail; must be a verified SES identity (the address or its domain) before deploy. */
    mailFrom: z.email().default('no-reply@example.com'),
    mailFromName: z.string().min(1).default('Rally'),
    /**
     * Send Cognito's verification and reset codes through SES as `mailFrom` (needs mailFrom's
     * domain verified in SES, or the pool fails to deploy). Off, Cognito's own sender is used: 50 mails a day,
     * enough for a dev stage only.
     */
    authEmailViaSes: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(false),
    /** Where CloudWatch alarms (dead-lettered mail, failed jobs) are e-mailed; unset keeps the topic without subscribers. */
    alarmEmail: z.email().optional(),
    /** CloudWatch Logs retention for Lambda and API access logs. */
    logRetentionDays: z.coerce.number().int().positive().default(30),
    /**
     * Web push (VAPID): the application server's public key (base64url, from
     * `npx web-push generate-vapid-keys`) and the name of the Secrets Manager secret holding the
     * private key. Unset, push is not offered and notifications go by e-mail only.
     */
    vapidPublicKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url VAPID public key')
      .optional(),
    vapidPrivateKeySecretName: z.string().min(1).optional(),
    /** `mailto:` or https contact push services may use to reach the operator. */
    vapidSubject: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
    /** Spec §1: the platform whose user plans this deployment shows. */
    platform: z.enum(['gth', 'meh']).default('gth'),
    /**
     * Payments: the Secrets Manager secret with the Stripe keys (JSON: secretKey,
     * webhookSecret, connectClientId). Unset, the payments routes answer 503 and the web hides nothing else.
     */
    stripeSecretName: z.string().min(1).optional(),
    /** Whether that secret holds a live key (sk_live_…): the web then asks for production payments. */
    stripeLive: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(false),
    /** The customer portal's login link (Stripe dashboard, Settings > Billing > Customer portal); test and live links differ. */
    stripeBillingPortalUrl: z.url().optional(),
    /** HTTP API stage throttling (requests per second, burst). */
    apiRateLimit: z.coerce.number().int().positive().default(500),
    apiBurstLimit: z.coerce.number().int().positive().default(1000),
    /**
     * WAF rate-based rules at CloudFront, requests per client IP in 5 minutes: to /api/*, API
     * writes, WebSocket connects (/ws), and everything. Generous: a school or office shares one address.
     */
    wafApiRequestsPer5Min: z.coerce.number().int().min(10).default(3000),
    wafApiWritesPer5Min: z.coerce.number().int().min(10).default(600),
    wafWsConnectsPer5Min: z.coerce.number().int().min(10).default(1000),
    wafAllRequestsPer5Min: z.coerce.number().int().min(10).default(6000),
    /**
     * The API's own host name for CloudFront to reach it by (e.g. `api-origin.rally.example.com`) and
     * its ACM certificate in the stack's region. With them, the execute-api endpoint is disabled as
     * well; without them CloudFront calls that endpoint, and the origin secret (always configured:
     * lib/constructs/origin-secret.ts) still refuses every request that did not come through it.
     */
    apiOriginDomain: hostname.optional(),
    apiOriginCertificateArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/, 'must be an ACM certificate ARN')
      .optional(),
  })
  .refine((c) => !c.apiOriginDomain === !c.apiOriginCertificateArn, {
    message: 'apiOriginDomain and apiOriginCertificateArn go together: the API serves the name with the certificate',
    path: ['apiOriginCertificateArn'],
  })
  .refine((c) => !c.domainName === !c.certificateArn, {
    message: 'domainName and certificateArn go together: CloudFront needs the certificate to serve the name',
    path: ['certificateArn'],
  })
  .refine((c) => c.siteDomains.length === 0 || c.domainName, {
    message: "siteDomains need the product's own domainName and a certificateArn covering every name",
    path: ['siteDomains'],
  })
  .refine((c) => !c.teamDomain || c.siteDomains.includes(c.teamDomain), {
    message: 'teamDomain must be one of siteDomains',
    path: ['teamDomain'],
  })
  .refine((c) => !c.vapidPublicKey === !c.vapidPrivateKeySecretName, {
    message: 'vapidPublicKey and vapidPrivateKeySecretName go together: push needs both halves of the key pair',
    path: ['vapidPrivateKeySecretName'],
  })
  .refine((c) => !c.hostedZoneId === !c.hostedZoneName, {
    message: 'hostedZoneId and hostedZoneName go together',
    path: ['hostedZoneName'],
  })
  .refine((c) => !c.hostedZoneId || c.domainName, {
    message: 'a hosted zone only makes sense with a domainName',
    path: ['hostedZoneId'],
  })
  .refine((c) => !c.hostedZoneName || !c.domainName || `.${c.domainName}`.endsWith(`.${c.hostedZoneName}`), {
    message: 'domainName must be inside hostedZoneName',
    path: ['hostedZoneName'],
  });

export type AppConfig = z.infer<typeof appConfigSchema>;

const keys = Object.keys(appConfigSchema.shape);

/** Anything that can answer `tryGetContext` (an App, a Stack, a node). */
export interface ContextSource {
  tryGetContext(key: string): unknown;
}

/**
 * Parse the deployment configuration from CDK context. Throws with every problem listed,
 * so a bad `-c` flag fails the synth at once instead of producing a half-right template.
 */
export function loadAppConfig(context: ContextSource): AppConfig {
  const stage = context.tryGetContext('stage') ?? 'dev';
  const stages = context.tryGetContext('stages');
  const perStage =
    stages && typeof stages === 'object' && typeof stage === 'string' ? ((stages as Record<string, unknown>)[stage] ?? {}) : {};
  const explicit: Record<string, unknown> = {};
  for (const key of keys) {
    const value = context.tryGetContext(key);
    // `-c key=` arrives as an empty string: treat it as unset rather than as an invalid value.
    if (value !== undefined && value !== '') explicit[key] = value;
  }
  const result = appConfigSchema.safeParse({ ...(perStage as object), ...explicit, stage });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`).join('\n');
    throw new Error(`Invalid CDK context:\n${problems}`);
  }
  return result.data;
}
