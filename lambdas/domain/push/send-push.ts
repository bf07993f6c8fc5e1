import webpush from 'web-push';
import { env } from '../../lib/env';

/** What the service worker (web/public/push-sw.js) shows: a title, a body and where a click goes. */
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
 * Encrypt and sign with `web-push` (RFC 8291 payload, RFC 8292 VAPID), then POST with fetch:
 * 'gone' when the push service says the subscription no longer exists (404/410), so the caller
 * deletes the registration; any other failure throws, so the queue retries it.
 */
export async function sendPush(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
  const vapid = vapidDetails();
  if (!vapid) throw new Error('Web push is not configured (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)');
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { auth: target.auth, p256dh: target.p256dh } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'normal', topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushServiceError(response.status);
  return 'sent';
}
