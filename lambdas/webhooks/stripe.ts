import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Stripe from 'stripe';
import { processedMessages } from '../data/processed-messages';
import { handleStripeEvent } from '../domain/payments/webhook';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { stripe } from '../lib/stripe';
import { toErrorResponse } from '../middleware/errors';

/** Stripe's own default: a signature older than five minutes is a replay. */
const TOLERANCE_SECONDS = 300;
const CONSUMER = 'stripe-webhook';

const reply = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * POST /api/webhooks/stripe (DESIGN §8): the signature is checked over the raw body exactly as it
 * arrived (a re-serialized, forged or stale body is refused with no side effect), then the event id
 * is claimed so a replay or a redelivery changes nothing twice. A failure gives the claim back and
 * answers 500, so Stripe delivers it again.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return reply(503, { message: 'Webhooks are not set up' });
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  const signature = event.headers['stripe-signature'] ?? event.headers['Stripe-Signature'];
  if (!signature) return reply(400, { message: 'Missing Stripe-Signature header' });
  let verified: Stripe.Event;
  try {
    verified = await stripe().webhooks.constructEventAsync(raw, signature, secret, TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      logger.warn('stripe webhook refused', { reason: error.message });
      return reply(400, { message: 'Invalid signature' });
    }
    throw error;
  }
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
  logger.info('stripe event handled', { id: verified.id, type: verified.type });
  return reply(200, { received: true });
}
