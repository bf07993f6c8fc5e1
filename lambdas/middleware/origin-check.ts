import { createHash, timingSafeEqual } from 'node:crypto';
import { originSecretMode } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * The header CloudFront adds to every request it forwards to the HTTP API and the WebSocket API
 * (lib/constructs/web-hosting.ts). A viewer cannot forge it: CloudFront replaces a header of the
 * same name that the viewer sent.
 */
export const originVerifyHeader = 'x-origin-verify';

/** What a caller that went around CloudFront is told (HTTP 403, WebSocket 403). */
export const originRefusedMessage = 'Forbidden: Rally answers only requests made through its own address';

export type OriginHeaders = Record<string, string | undefined> | null | undefined;

/** SHA-256 of the configured secret, computed once per cold start. */
let secretDigest: { secret: string; digest: Buffer } | undefined;

const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** HTTP API v2 events carry lower-case header names; WebSocket events keep the sender's case. */
function headerValue(headers: OriginHeaders, name: string): string | undefined {
  if (!headers) return undefined;
  const direct = headers[name];
  if (direct !== undefined) return direct;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Whether a request came through CloudFront: it carries the origin secret (compared in constant
 * time, over digests so the lengths always match). Always true where no secret is configured and
 * no Lambda runs (the local stack); always false in a Lambda without one (fail closed).
 */
export function cameThroughCloudFront(headers: OriginHeaders): boolean {
  const config = originSecretMode();
  if (config.mode === 'off') return true;
  if (config.mode === 'missing') {
    logger.error('origin secret not configured: refusing every request');
    return false;
  }
  const sent = headerValue(headers, originVerifyHeader);
  if (sent === undefined || sent === '') {
    logger.info('origin check refused', { reason: 'no origin header' });
    return false;
  }
  if (secretDigest?.secret !== config.secret) secretDigest = { secret: config.secret, digest: digestOf(config.secret) };
  if (!timingSafeEqual(digestOf(sent), secretDigest.digest)) {
    logger.info('origin check refused', { reason: 'wrong origin header' });
    return false;
  }
  return true;
}
