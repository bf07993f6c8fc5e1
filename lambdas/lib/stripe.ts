import type Stripe from 'stripe';
import { paymentMessages } from '@shared/constants/payments';
import { AppError, BadRequestError, NotConfiguredError, NotFoundError, UpstreamError } from './errors';
import { env } from './env';
import { logger } from './logger';

/**
 * The Stripe SDK, loaded on first use: six functions carry it for a few routes each, and loading
 * it costs about 160 ms of CPU that every other request of those functions would pay at start.
 */
export const stripeSdk = (): Promise<typeof Stripe> => import('stripe').then((m) => m.default);

/**
 * The one Stripe client (DESIGN §8). With STRIPE_API_URL set (locally) every request, whichever
 * Stripe host it names (api, connect), goes to the fake at that origin; the SDK is unchanged.
 */
let client: Stripe | undefined;

export const LOCAL_TEST_KEY = 'sk_test_rally_local';

export async function stripe(): Promise<Stripe> {
  if (client) return client;
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY && !STRIPE_API_URL) throw new NotConfiguredError(paymentMessages.notConfigured);
  const StripeSdk = await stripeSdk();
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: 'Rally' } };
  if (STRIPE_API_URL) config.httpClient = redirectingHttpClient(StripeSdk, new URL(STRIPE_API_URL));
  client ??= new StripeSdk(STRIPE_SECRET_KEY ?? LOCAL_TEST_KEY, config);
  return client;
}

/** Live keys take real money: the client must say it means production (§7 `environment`). */
export const isLiveMode = () => (env().STRIPE_SECRET_KEY ?? LOCAL_TEST_KEY).startsWith('sk_live_');

export function resetStripe(): void {
  client = undefined;
}

/** Every request to the origin of `target` (the local fake), whichever Stripe host it names. */
function redirectingHttpClient(StripeSdk: typeof Stripe, target: URL): Stripe.HttpClient {
  class RedirectingHttpClient extends StripeSdk.HttpClient {
    private readonly inner = StripeSdk.createNodeHttpClient();
    override getClientName() {
      return 'rally-local-redirect';
    }
    override makeRequest(...args: Parameters<Stripe.HttpClient['makeRequest']>) {
      const [, , path, method, headers, data, , timeout] = args;
      const prefix = target.pathname.replace(/\/+$/, '');
      const protocol = target.protocol.replace(':', '');
      const port = target.port || (protocol === 'https' ? '443' : '80');
      return this.inner.makeRequest(target.hostname, port, `${prefix}${path}`, method, headers, data, protocol, timeout);
    }
  }
  return new RedirectingHttpClient();
}

/**
 * Run a Stripe call and turn its failures into the caller's message (never a 500 page): a refusal
 * of the request is a 400 with `refusal` (404 for an unknown id), anything else (network, Stripe down) a 502.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>, refusal: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof (await stripeSdk()).errors.StripeError) {
      logger.warn('stripe call failed', {
        what,
        type: error.type,
        code: error.code,
        status: error.statusCode,
        message: error.message,
      });
      if (error.code === 'resource_missing') throw new NotFoundError(refusal);
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.type !== 'StripeAuthenticationError') {
        throw new BadRequestError(refusal);
      }
      throw new UpstreamError(paymentMessages.stripeUnavailable);
    }
    throw error;
  }
}
