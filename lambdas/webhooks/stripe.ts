import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Stripe from 'stripe';
import { processedMessages } from '../data/processed-messages';
import { handleStripeEvent } from '../domain/payments/webhook';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { countMetric, withMetrics } from '../lib/metrics';
import { stripe } from '../lib/stripe';
import { toErrorResponse } from '../middleware/errors';
import { cameThroughCloudFront, originRefusedMessage } from '../middleware/origin-check';
import { FUTURE_SKEW_SECONDS, signedAt } from './stripe-signature';

const CONSUMER = 'stripe-webhook';

/** Stripe's own default: a signature older than five minutes is a replay. */
const TOLERANCE_SECONDS = 300;

/** What the handler needs of an event; a signed body that is not one is refused, not a 500. */
function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    typeof e.type === 'string' &&
    typeof e.data?.object === 'object' &&
    e.data.object !== null
  );
}

const reply = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

function refuse(reason: string, message: string): APIGatewayProxyStructuredResultV2 {
  logger.warn('stripe webhook refused', { reason });
  return reply(400, { message });
}

/**
 * POST /api/webhooks/stripe (DESIGN §8): a request that did not come through CloudFront is refused
 * (403) first; then the signature is checked over the raw body exactly as it
 * arrived (a re-serialized, forged, stale or future-dated body, an empty one or one that is not an
 * event is refused with a 400 and no side effect), then the event id is claimed so a replay or a
 * redelivery changes nothing twice. A failure gives the claim back and
 * answers 500, so Stripe delivers it again.
 */
async function handle(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  // Stripe posts to <Url>/api/webhooks/stripe, through CloudFront like every API call.
  if (!cameThroughCloudFront(event.headers)) return reply(403, { message: originRefusedMessage });
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return reply(503, { message: 'Webhooks are not set up' });
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  const signature = event.headers['stripe-signature'] ?? event.headers['Stripe-Signature'];
  if (!signature) return reply(400, { message: 'Missing Stripe-Signature header' });
  if (raw.length === 0) return refuse('empty body', 'Empty body');
  const at = signedAt(signature);
  if (at === null) return refuse('no single signature timestamp', 'Invalid signature');
  if (at > Math.floor(Date.now() / 1000) + FUTURE_SKEW_SECONDS)
    return refuse('signature timestamp in the future', 'Invalid signature');
  const webhooks = (await stripe()).webhooks;
  let verified: Stripe.Event;
  try {
    verified = await webhooks.constructEventAsync(raw, signature, secret, TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return refuse(error.message, 'Invalid signature');
    // The signature held; what failed is reading the body (not JSON, or a thin v2 notification).
    return refuse(`unreadable body: ${(error as Error).message}`, 'Body is not a Stripe event');
  }
  if (!isEvent(verified)) return refuse('body is not an event', 'Body is not a Stripe event');
  if (!(await processedMessages.claim(CONSUMER, verified.id))) {
    logger.info('stripe event already handled', { id: verified.id, type: verified.type });
    return reply(200, { received: true, duplicate: true });
  }
  try {
    await handleStripeEvent(verified);
  } catch (error) {
    await processedMessages.release(CONSUMER, verified.id);
    const { statusCode, body } = toErrorResponse(error);
    logger.error('stripe event failed', { id: verified.id, type: verified.type, statusCode });
    return reply(statusCode >= 500 ? statusCode : 500, body);
  }
  if (paymentEvents.has(verified.type)) countMetric('payments');
  logger.info('stripe event handled', { id: verified.id, type: verified.type });
  return reply(200, { received: true });
}

/** The events that mean money moved: a Checkout finished, or a subscription's invoice was paid. */
const paymentEvents = new Set(['checkout.session.completed', 'invoice.paid']);

export const handler = withMetrics(handle);
