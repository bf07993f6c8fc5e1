import { env, pushAllowedOrigins } from '../../lib/env';
import { logger } from '../../lib/logger';
import { pushService } from '../../lib/push/push-service';
import { checkPushEndpoint } from './push-endpoint';

/** What the service worker (web/src/sw.ts) shows: a title, a body and where a click goes. */
export interface PushPayload {
  title: string;
  body: string;
  /** Path inside the app opened when the notification is clicked. */
  url: string;
  /** Same tag, one notification on screen (a later one replaces it). */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  auth: string;
  p256dh: string;
}

/** A push service answered with an error other than "gone": worth retrying later. */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
  constructor(readonly status: number) {
    super(`Push service answered HTTP ${status}`);
  }
}

/** VAPID details from config, or null when push is not configured (then only e-mail is sent). */
export function vapidDetails() {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env();
  return publicKey && privateKey ? { publicKey, privateKey, subject } : null;
}

/** Seconds a push service keeps an undelivered message for an offline device. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Send through the web push port (encrypted, VAPID-signed): 'gone' when the push service says the
 * subscription no longer exists (404/410), or when the endpoint is not a push service Rally sends
 * to (stored before that rule, or the allowance was removed), so the caller deletes the
 * registration; any other failure throws, so the queue retries it.
 */
export async function sendPush(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
  const vapid = vapidDetails();
  if (!vapid) throw new Error('Web push is not configured (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)');
  const verdict = checkPushEndpoint(target.endpoint, pushAllowedOrigins());
  if (!verdict.ok) {
    logger.warn('push endpoint refused', { host: URL.canParse(target.endpoint) ? new URL(target.endpoint).host : 'unparsable' });
    return 'gone';
  }
  const status = await pushService().send({
    target,
    body: JSON.stringify(payload),
    vapid,
    ttlSeconds: TTL_SECONDS,
    topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    publicOnly: !verdict.local,
  });
  if (status === 404 || status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new PushServiceError(status);
  return 'sent';
}
