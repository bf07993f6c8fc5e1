import http from 'node:http';
import https from 'node:https';
import type { RequestDetails } from 'web-push';
import { publicOnlyLookup } from './public-only-lookup';

/**
 * One POST, with no redirects followed: a push service answers, it never sends us elsewhere.
 * Unless `publicOnly` is off (the local allowance), the connection goes only to public addresses.
 */
function post(url: URL, request: RequestDetails, publicOnly: boolean): Promise<number> {
  const body = request.body ? Buffer.from(request.body) : undefined;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers as Record<string, string>,
        lookup: publicOnly ? publicOnlyLookup : undefined,
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Push service timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The web push adapter: encrypt and sign with `web-push` (RFC 8291 payload, RFC 8292 VAPID), then POST. */
export function webPushService() {
  return {
    async send(request: {
      target: { endpoint: string; auth: string; p256dh: string };
      body: string;
      vapid: { publicKey: string; privateKey: string; subject: string };
      ttlSeconds: number;
      topic: string;
      publicOnly: boolean;
    }): Promise<number> {
      // Loaded on the first push: only the notify consumer pushes, and most of its work is stored notices and e-mails.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: request.target.endpoint, keys: { auth: request.target.auth, p256dh: request.target.p256dh } },
        request.body,
        { vapidDetails: request.vapid, TTL: request.ttlSeconds, urgency: 'normal', topic: request.topic },
      );
      return post(new URL(details.endpoint), details, request.publicOnly);
    },
  };
}
