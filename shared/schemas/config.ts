import * as z from 'zod';

/**
 * /config.json: written by CDK at deploy, served by the local server. The SPA parses it
 * at start-up (web/src/config/); nothing in the web reads endpoints any other way.
 */
export const webConfig = z.object({
  stage: z.string(),
  region: z.string(),
  /** Base URL for /api; empty means same origin (CloudFront routes /api/* to the HTTP API). */
  apiUrl: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set locally: the cognito-local endpoint (through the refresh bridge). */
  userPoolEndpoint: z.string().optional(),
  /** The product's own host names; any other host is a team's custom domain. */
  appDomains: z.array(z.string()),
  /** The WebSocket endpoint for live messages (`wss://…`, or a path on this origin locally); absent, the app polls. */
  wsUrl: z.string().min(1).optional(),
  /** The one special team domain (spec §2): form routes, the team website at the root, and home. */
  teamDomain: z.string().optional(),
  /** Spec §1: the platform whose user plans are shown ('gth' unless configured). */
  platform: z.enum(['gth', 'meh']).optional(),
  /** Payments: whether the Stripe key is live, and the customer portal's login link (§7; `prefilled_email` is added). */
  payments: z.object({ live: z.boolean(), billingPortalUrl: z.string() }).optional(),
  /** Web push application server key (VAPID, base64url); absent means push is not offered. */
  vapidPublicKey: z.string().min(1).optional(),
});
export type WebConfig = z.infer<typeof webConfig>;
