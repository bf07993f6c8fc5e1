import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import qs from 'qs';
import Stripe from 'stripe';
import { allPlans, payoutCountries } from '@shared/constants/payments';

/**
 * A small Stripe for the local stack and the tests (DESIGN §8): exactly the API calls the payments
 * domain makes, answered in Stripe's shapes, plus the hosted pages a person meets (Checkout, Express
 * onboarding, OAuth authorize, the customer portal login) as plain HTML forms. It signs and sends
 * webhooks to the local API as Stripe would, honours Idempotency-Key, and records every request
 * (GET /stripe-fake/requests) so tests can assert what the SDK sent.
 */
export interface StripeFakeOptions {
  /** The browser-facing origin (hosted pages link back to it). */
  appUrl: string;
  /** Where events are POSTed, signed with `webhookSecret`. */
  webhookUrl: string;
  webhookSecret: string;
  /** Persist state here (the local stack keeps it beside the database); unset, memory only. */
  stateFile?: string;
  /** Connected accounts that exist from the start with onboarding finished (the demo organiser's). */
  connectedAccounts?: ReadonlyArray<{ id: string; country: string; email: string }>;
  log?: (line: string) => void;
}

export const STRIPE_FAKE_PREFIX = '/stripe-fake';

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  at: number;
}

type Obj = Record<string, unknown> & { id: string };
interface State {
  customers: Record<string, Obj>;
  accounts: Record<string, Obj>;
  products: Record<string, Obj>;
  prices: Record<string, Obj>;
  sessions: Record<string, Obj>;
  subscriptions: Record<string, Obj>;
  invoices: Record<string, Obj>;
  charges: Record<string, Obj>;
  codes: Record<string, string>;
  idempotency: Record<string, { hash: string; status: number; body: unknown }>;
  invoiceCount: number;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body));
  }
}
const missing = (what: string, id: string, param = 'id') =>
  new FakeError(404, { error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${what}: '${id}'` } });
const invalid = (message: string, param?: string) => new FakeError(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const list = (data: Obj[], url: string, hasMore = false) => ({ object: 'list', data, has_more: hasMore, url });
const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(zeroDecimal.has(currency.toLowerCase()) ? cents : cents / 100);
const zeroDecimal = new Set(['jpy', 'krw']);
const euro = new Set(['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES']);
const countryCurrency: Record<string, string> = {
  US: 'usd', CA: 'cad', GB: 'gbp', AU: 'aud', NZ: 'nzd', JP: 'jpy', CH: 'chf', SE: 'sek', NO: 'nok', DK: 'dkk', PL: 'pln', CZ: 'czk',
  HU: 'huf', RO: 'ron', BG: 'bgn', SG: 'sgd', HK: 'hkd', MY: 'myr', TH: 'thb', IN: 'inr', MX: 'mxn', BR: 'brl', AE: 'aed', GI: 'gbp', LI: 'chf',
};
/** A connected account's default currency, as Stripe sets it from the account's country. */
const currencyOf = (country: string) => (euro.has(country) ? 'eur' : (countryCurrency[country] ?? 'usd'));

function catalogue(): Pick<State, 'products' | 'prices'> {
  const products: Record<string, Obj> = {};
  const prices: Record<string, Obj> = {};
  for (const plan of allPlans()) {
    if (!plan.priceId) continue;
    const productId = `prod_${plan.priceId}`;
    products[productId] = { id: productId, object: 'product', name: `Rally ${plan.label}`, active: true, metadata: { planUid: plan.uid } };
    const priceId = `price_${plan.priceId}`;
    prices[priceId] = {
      id: priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      lookup_key: plan.priceId,
      product: productId,
      unit_amount: Math.round(plan.cost * 100),
      recurring: { interval: plan.interval, interval_count: 1 },
      type: 'recurring',
    };
  }
  return { products, prices };
}

function emptyState(): State {
  return { customers: {}, accounts: {}, ...catalogue(), sessions: {}, subscriptions: {}, invoices: {}, charges: {}, codes: {}, idempotency: {}, invoiceCount: 0 };
}

export function createStripeFake(opts: StripeFakeOptions) {
  const log = opts.log ?? (() => undefined);
  let state = emptyState();
  if (opts.stateFile && fs.existsSync(opts.stateFile)) {
    try {
      state = { ...emptyState(), ...(JSON.parse(fs.readFileSync(opts.stateFile, 'utf8')) as State), ...catalogue() };
    } catch (error) {
      log(`stripe fake: starting empty, ${opts.stateFile} could not be read (${(error as Error).message})`);
    }
  }
  const save = () => {
    if (opts.stateFile) fs.writeFileSync(opts.stateFile, JSON.stringify(state));
  };
  // Added when missing, so the state a person changed since (an unlinked account stays at Stripe) is kept.
  for (const a of opts.connectedAccounts ?? []) {
    if (Object.hasOwn(state.accounts, a.id)) continue;
    state.accounts[a.id] = {
      id: a.id,
      object: 'account',
      type: 'express',
      country: a.country,
      email: a.email,
      metadata: {},
      default_currency: currencyOf(a.country),
      charges_enabled: true,
      details_submitted: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
      created: now(),
    };
  }
  const requests: RecordedRequest[] = [];
  const events: Obj[] = [];
  const signer = new Stripe('sk_test_rally_fake_signer');
  const pageUrl = (path: string) => `${opts.appUrl}${STRIPE_FAKE_PREFIX}${path}`;

  async function sendEvent(type: string, object: Obj, account?: string): Promise<void> {
    const event: Obj = {
      id: newId('evt'),
      object: 'event',
      ...(account ? { account } : {}),
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    const payload = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
    try {
      const res = await fetch(opts.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      if (!res.ok) log(`stripe fake: webhook ${type} answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      log(`stripe fake: webhook ${type} failed: ${(error as Error).message}`);
    }
  }

  const get = (table: keyof Pick<State, 'customers' | 'accounts' | 'products' | 'prices' | 'sessions' | 'subscriptions'>, id: string, what: string) => {
    // Own keys only: an id such as `valueOf` must be "no such object", as at Stripe, not a prototype method.
    const found = Object.hasOwn(state[table], id) ? state[table][id] : undefined;
    if (!found) throw missing(what, id);
    return found;
  };

  const periodEnd = (start: number, interval: string) => {
    const d = new Date(start * 1000);
    if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  };

  function bill(customer: string, price: Obj, description: string, subscription: string | null): void {
    const product = state.products[price.product as string];
    const amount = price.unit_amount as number;
    state.invoiceCount += 1;
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      customer,
      subscription,
      number: `RALLY-${String(state.invoiceCount).padStart(4, '0')}`,
      status: 'paid',
      description: null,
      total: amount,
      amount_paid: amount,
      currency: 'usd',
      created: now(),
      lines: { object: 'list', data: [{ id: newId('il'), object: 'line_item', amount, description: `1 × ${String(product?.name)} (${description})` }] },
      hosted_invoice_url: null,
      invoice_pdf: null,
    };
    invoice.hosted_invoice_url = pageUrl(`/invoices/${invoice.id}`);
    state.invoices[invoice.id] = invoice;
    const charge: Obj = {
      id: newId('ch'),
      object: 'charge',
      amount,
      currency: 'usd',
      customer,
      description: `${String(product?.name)} subscription`,
      status: 'succeeded',
      paid: true,
      refunded: false,
      created: now(),
      receipt_url: pageUrl(`/invoices/${invoice.id}`),
      account: null,
    };
    state.charges[charge.id] = charge;
  }

  /** The Stripe API: method + path → result (throws FakeError). */
  async function api(method: string, path: string, params: Record<string, unknown>, account: string | null): Promise<unknown> {
    const seg = path.split('/').filter(Boolean);
    // Two-word resources (checkout/sessions) are one name.
    if (seg[1] === 'checkout' && seg[2]) seg.splice(1, 2, `checkout/${seg[2]}`);
    const [version, resource, id, sub] = seg;
    if (version === 'oauth' && resource === 'token' && method === 'POST') {
      const code = String(params.code ?? '');
      const accountId = state.codes[code];
      if (!accountId) throw new FakeError(400, { error: 'invalid_grant', error_description: `Authorization code does not exist: ${code}` });
      delete state.codes[code];
      return { access_token: 'sk_test_connected', livemode: false, refresh_token: 'rt_test', scope: 'read_write', stripe_publishable_key: 'pk_test_connected', stripe_user_id: accountId, token_type: 'bearer' };
    }
    if (version !== 'v1') throw invalid(`Unrecognized request URL (${method}: ${path})`);
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'POST customers': {
        const c: Obj = { id: newId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, created: now() };
        state.customers[c.id] = c;
        return c;
      }
      case 'GET customers': {
        // An empty e-mail filter matches nobody (a customer without an address is no match for it).
        const all = Object.values(state.customers).filter((c) => params.email === undefined || (params.email !== '' && c.email === params.email));
        return list(all.slice(0, Number(params.limit ?? 10)), '/v1/customers');
      }
      case 'GET customers/:id':
        return get('customers', id!, 'customer');
      case 'POST customer_sessions': {
        // As Stripe: an existing customer and at least one enabled component; the secret lasts 30 minutes.
        const customer = get('customers', String(params.customer ?? ''), 'customer');
        const components = (params.components ?? {}) as Record<string, { enabled?: unknown }>;
        const enabled = Object.entries(components).filter(([, c]) => c?.enabled === true || c?.enabled === 'true');
        if (!enabled.length) throw invalid('At least one component must be enabled.', 'components');
        const created = now();
        return {
          object: 'customer_session',
          client_secret: `cuss_secret_${randomBytes(24).toString('base64url')}`,
          components: Object.fromEntries(enabled.map(([name]) => [name, { enabled: true }])),
          created,
          customer: customer.id,
          customer_account: null,
          expires_at: created + 30 * 60,
          livemode: false,
        };
      }
      case 'DELETE customers/:id': {
        get('customers', id!, 'customer');
        delete state.customers[id!];
        return { id, object: 'customer', deleted: true };
      }
      case 'GET prices': {
        const keys = (params.lookup_keys as string[] | undefined) ?? [];
        return list(Object.values(state.prices).filter((p) => !keys.length || keys.includes(p.lookup_key as string)), '/v1/prices');
      }
      case 'GET prices/:id':
        return get('prices', id!, 'price');
      case 'GET products/:id':
        return get('products', id!, 'product');
      case 'POST accounts': {
        const country = String(params.country ?? 'US');
        if (!payoutCountries.some((c) => c.code === country)) throw invalid(`Country '${country}' is not supported`, 'country');
        const a: Obj = {
          id: newId('acct'),
          object: 'account',
          type: params.type ?? 'express',
          country,
          email: params.email ?? null,
          metadata: params.metadata ?? {},
          default_currency: currencyOf(country),
          charges_enabled: false,
          details_submitted: false,
          payouts_enabled: false,
          requirements: { currently_due: ['business_profile.url', 'external_account', 'individual.dob.day', 'tos_acceptance.date'] },
          created: now(),
        };
        state.accounts[a.id] = a;
        return a;
      }
      case 'GET accounts/:id':
        return get('accounts', id!, 'account');
      case 'POST account_links': {
        const a = get('accounts', String(params.account), 'account');
        const q = new URLSearchParams({ return_url: String(params.return_url ?? ''), refresh_url: String(params.refresh_url ?? '') });
        return { object: 'account_link', created: now(), expires_at: now() + 300, url: pageUrl(`/onboarding/${a.id}?${q.toString()}`) };
      }
      case 'POST checkout/sessions': {
        const items = (params.line_items as Array<{ price?: string; quantity: string; price_data?: { unit_amount: string; currency: string; product_data?: { name?: string } } }> | undefined) ?? [];
        if (!items.length) throw invalid('line_items is required', 'line_items');
        for (const item of items) {
          if (item.price) get('prices', item.price, 'price');
          else if (!item.price_data || !(Number(item.price_data.unit_amount) >= 50)) throw invalid('Each line item needs a price, or price_data of at least 50 cents', 'line_items');
        }
        if (params.mode === 'payment' && items.some((i) => i.price)) throw invalid('Use price_data for one-off payments in the Rally fake', 'line_items');
        if (params.customer) get('customers', String(params.customer), 'customer');
        // Stripe totals the line items when the session is made (amount_total, currency).
        const priced = items.map((i) => {
          const price = i.price ? state.prices[i.price]! : null;
          return {
            amount: Number(price ? price.unit_amount : i.price_data!.unit_amount) * Number(i.quantity ?? 1),
            currency: String(price ? price.currency : i.price_data!.currency).toLowerCase(),
          };
        });
        const total = priced.reduce((sum, p) => sum + p.amount, 0);
        const created = now();
        // As Stripe: expires_at from 30 minutes to 24 hours after creation (default 24 hours).
        const expiresAt = params.expires_at === undefined ? created + 24 * 3600 : Number(params.expires_at);
        if (!Number.isInteger(expiresAt) || expiresAt < created + 30 * 60 - 5 || expiresAt > created + 24 * 3600) {
          throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
        }
        const intentData = (params.payment_intent_data ?? null) as { application_fee_amount?: string } | null;
        if (intentData?.application_fee_amount !== undefined) {
          const fee = Number(intentData.application_fee_amount);
          if (!account) throw invalid('An application fee can only be taken on a charge made on a connected account (Stripe-Account header).', 'payment_intent_data[application_fee_amount]');
          if (!Number.isInteger(fee) || fee < 0 || fee >= total) throw invalid('application_fee_amount must be a whole number below the amount', 'payment_intent_data[application_fee_amount]');
        }
        const s: Obj = {
          id: newId('cs_test'),
          object: 'checkout.session',
          created,
          expires_at: expiresAt,
          mode: params.mode,
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          subscription_metadata: (params.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
          line_items: items,
          amount_subtotal: priced.reduce((sum, p) => sum + p.amount, 0),
          amount_total: priced.reduce((sum, p) => sum + p.amount, 0),
          currency: priced[0]!.currency,
          account,
          customer_email: params.customer_email ?? null,
          payment_intent_data: params.payment_intent_data ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          livemode: false,
          url: null,
        };
        s.url = pageUrl(`/checkout/${s.id}`);
        state.sessions[s.id] = s;
        return s;
      }
      case 'GET checkout/sessions/:id': {
        // A connected account's session exists only on that account (Stripe-Account header).
        const s = get('sessions', id!, 'checkout.session');
        if ((s.account ?? null) !== account) throw missing('checkout.session', id!);
        await expireIfDue(s);
        return s;
      }
      case 'POST checkout/sessions/:id/expire': {
        const s = get('sessions', id!, 'checkout.session');
        if ((s.account ?? null) !== account) throw missing('checkout.session', id!);
        await expireIfDue(s);
        if (s.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This session has status "${String(s.status)}".`);
        await expire(s);
        return s;
      }
      case 'POST refunds': {
        // A full refund of a charge on this account, by its payment intent or its id.
        const charge = Object.values(state.charges).find(
          (c) => (c.account ?? null) === account && ((params.payment_intent && c.payment_intent === params.payment_intent) || (params.charge && c.id === params.charge)),
        );
        if (!charge) throw missing('payment_intent', String(params.payment_intent ?? params.charge ?? ''), params.payment_intent ? 'payment_intent' : 'charge');
        if (charge.refunded) throw new FakeError(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` } });
        const refund: Obj = {
          id: newId('re'),
          object: 'refund',
          amount: charge.amount,
          currency: charge.currency,
          charge: charge.id,
          payment_intent: charge.payment_intent ?? null,
          status: 'succeeded',
          metadata: params.metadata ?? {},
          created: now(),
        };
        const feeBack = params.refund_application_fee === 'true' ? ((charge.application_fee_amount as number | null) ?? 0) : 0;
        Object.assign(charge, { refunded: true, amount_refunded: charge.amount, application_fee_refunded: feeBack, refunds: { object: 'list', data: [refund] } });
        save();
        await sendEvent('charge.refunded', charge, account ?? undefined);
        return refund;
      }
      case 'GET subscriptions': {
        const all = Object.values(state.subscriptions).filter(
          (s) => (!params.customer || s.customer === params.customer) && (!params.status || params.status === 'all' || s.status === params.status),
        );
        return list(all, '/v1/subscriptions');
      }
      case 'GET subscriptions/:id':
        return get('subscriptions', id!, 'subscription');
      case 'POST subscriptions/:id': {
        const s = get('subscriptions', id!, 'subscription');
        if (s.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        const changes = (params.items as Array<{ id?: string; price?: string }> | undefined) ?? [];
        const items = (s.items as { data: Obj[] }).data;
        for (const change of changes) {
          const item = items.find((i) => i.id === change.id) ?? items[0];
          if (item && change.price) item.price = structuredClone(get('prices', change.price, 'price'));
        }
        if (params.metadata) s.metadata = { ...(s.metadata as object), ...(params.metadata as object) };
        if (params.cancel_at_period_end !== undefined) s.cancel_at_period_end = params.cancel_at_period_end === 'true';
        await sendEvent('customer.subscription.updated', s);
        return s;
      }
      case 'DELETE subscriptions/:id': {
        const s = get('subscriptions', id!, 'subscription');
        if (s.status === 'canceled') throw invalid('This subscription has already been canceled.');
        s.status = 'canceled';
        s.canceled_at = now();
        s.ended_at = now();
        await sendEvent('customer.subscription.deleted', s);
        return s;
      }
      case 'GET invoices': {
        const all = Object.values(state.invoices)
          .filter((i) => !params.customer || i.customer === params.customer)
          .sort((a, b) => (b.created as number) - (a.created as number));
        const start = params.starting_after ? all.findIndex((i) => i.id === params.starting_after) + 1 : 0;
        // As Stripe: a cursor that is none of the listed invoices is refused, not read as "from the start".
        if (params.starting_after && start === 0) throw missing('invoice', String(params.starting_after), 'starting_after');
        const limit = Number(params.limit ?? 10);
        return list(all.slice(start, start + limit), '/v1/invoices', all.length > start + limit);
      }
      case 'GET charges': {
        const all = Object.values(state.charges)
          .filter((c) => (c.account ?? null) === account && (!params.customer || c.customer === params.customer))
          .sort((a, b) => (b.created as number) - (a.created as number));
        return list(all.slice(0, Number(params.limit ?? 10)), '/v1/charges');
      }
      case 'POST charges': {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least 50 cents', 'amount');
        const c: Obj = {
          id: newId('ch'),
          object: 'charge',
          amount,
          currency: params.currency ?? 'usd',
          customer: params.customer ?? null,
          description: params.description ?? null,
          status: 'succeeded',
          paid: true,
          refunded: false,
          created: now(),
          receipt_url: null,
          account,
        };
        state.charges[c.id] = c;
        return c;
      }
      default:
        throw invalid(`Unrecognized request URL (${method}: ${path}). The Rally Stripe fake implements only the calls Rally makes.`);
    }
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string, search: string, body: string) {
    const params = (req.method === 'GET' || req.method === 'DELETE' ? qs.parse(search, { depth: 5 }) : qs.parse(body, { depth: 5 })) as Record<string, unknown>;
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const account = (req.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? 'GET', path, params, idempotencyKey, stripeAccount: account, at: Date.now() });
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
      res.end(JSON.stringify(payload));
    };
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: the Rally Stripe fake takes test keys only' } });
    }
    const replayKey = idempotencyKey && req.method === 'POST' ? `${account ?? ''}:${idempotencyKey}` : null;
    const hash = createHash('sha256').update(`${path}?${body}`).digest('hex');
    if (replayKey && state.idempotency[replayKey]) {
      const saved = state.idempotency[replayKey];
      if (saved.hash !== hash) {
        return reply(400, {
          error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` },
        });
      }
      return reply(saved.status, saved.body, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = await api(req.method ?? 'GET', path, params, account);
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      status = error.status;
      payload = error.body;
      log(`stripe fake: ${req.method} ${path} answered ${status}: ${JSON.stringify(error.body)}`);
    }
    if (replayKey && status < 500) state.idempotency[replayKey] = { hash, status, body: payload };
    if (req.method !== 'GET') save();
    return reply(status, payload);
  }

  // ----- hosted pages (what a person sees at Stripe), plain HTML forms -----

  const page = (res: http.ServerResponse, title: string, body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1e293b}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.6rem 1rem;margin:.75rem .5rem 0 0;border-radius:.375rem;border:1px solid #4338ca;background:#4338ca;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#4338ca}p.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.375rem}p.error{color:#b91c1c}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e2e8f0}</style>
</head><body><p class="note">Stripe test mode (Rally's local Stripe): no real money moves.</p>${body}</body></html>`);
  };
  const redirect = (res: http.ServerResponse, to: string) => {
    res.writeHead(303, { location: to, 'cache-control': 'no-store' });
    res.end();
  };

  /** What a checkout charges: a catalogue price (subscriptions) or ad hoc price_data (one-off payments). */
  function lineOf(s: Obj): { name: string; amount: number; interval: string | null; price: Obj | null } {
    const item = (s.line_items as Array<{ price?: string; price_data?: { unit_amount: string; product_data?: { name?: string } } }>)[0]!;
    if (item.price) {
      const price = state.prices[item.price]!;
      return { name: String(state.products[price.product as string]?.name), amount: price.unit_amount as number, interval: (price.recurring as { interval: string }).interval, price };
    }
    return { name: item.price_data?.product_data?.name ?? 'Payment', amount: Number(item.price_data?.unit_amount), interval: null, price: null };
  }

  function checkoutPage(res: http.ServerResponse, s: Obj, error?: string) {
    const line = lineOf(s);
    page(
      res,
      `Pay | ${line.name}`,
      `<h1>${line.interval ? `Subscribe to ${escapeHtml(line.name)}` : `Pay for ${escapeHtml(line.name)}`}</h1><p>${money(line.amount, String(s.currency ?? 'usd'))}${line.interval ? ` per ${escapeHtml(line.interval)}` : ''}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required>
<p>Use 4000 0000 0000 0002 to see a declined card.</p>
<button type="submit">${line.interval ? 'Subscribe' : `Pay ${money(line.amount, String(s.currency ?? 'usd'))}`}</button></form>
<form method="get" action="${escapeHtml(s.cancel_url)}"><button type="submit" class="secondary">Cancel and go back</button></form>`,
      error ? 402 : 200,
    );
  }

  async function expire(s: Obj): Promise<void> {
    Object.assign(s, { status: 'expired', url: null });
    save();
    await sendEvent('checkout.session.expired', s, (s.account as string | null) ?? undefined);
  }

  /** Stripe expires an open session at its expires_at; here, when it is next looked at. */
  async function expireIfDue(s: Obj): Promise<void> {
    if (s.status === 'open' && typeof s.expires_at === 'number' && now() >= s.expires_at) await expire(s);
  }

  async function completeCheckout(s: Obj): Promise<void> {
    const line = lineOf(s);
    if (!line.price) {
      // A one-off payment, charged on the connected account the session was made for.
      const intentData = (s.payment_intent_data ?? {}) as { description?: string; metadata?: Record<string, string>; application_fee_amount?: string };
      const paymentIntent = newId('pi');
      const charge: Obj = {
        id: newId('ch'),
        object: 'charge',
        amount: s.amount_total,
        currency: s.currency ?? 'usd',
        customer: null,
        description: intentData.description ?? line.name,
        status: 'succeeded',
        paid: true,
        refunded: false,
        amount_refunded: 0,
        created: now(),
        receipt_url: null,
        account: s.account ?? null,
        billing_email: s.customer_email ?? null,
        payment_intent: paymentIntent,
        // As Stripe: the charge carries its PaymentIntent's metadata.
        metadata: intentData.metadata ?? {},
        application_fee_amount: intentData.application_fee_amount === undefined ? null : Number(intentData.application_fee_amount),
      };
      state.charges[charge.id] = charge;
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent });
      save();
      await sendEvent('checkout.session.completed', s, (s.account as string | null) ?? undefined);
      return;
    }
    const price = line.price;
    const start = now();
    const interval = (price.recurring as { interval: string }).interval;
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: s.customer,
      status: 'active',
      metadata: s.subscription_metadata ?? {},
      cancel_at_period_end: false,
      created: start,
      start_date: start,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', quantity: 1, price: structuredClone(price), current_period_start: start, current_period_end: periodEnd(start, interval) }],
      },
    };
    state.subscriptions[sub.id] = sub;
    s.status = 'complete';
    s.payment_status = 'paid';
    s.subscription = sub.id;
    bill(String(s.customer), price, `at ${money(price.unit_amount as number)} / ${interval}`, sub.id);
    save();
    await sendEvent('customer.subscription.created', sub);
    await sendEvent('checkout.session.completed', s);
  }

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, path: string, url: URL, body: string) {
    const [what, id] = path.split('/').filter(Boolean);
    const form = new URLSearchParams(body);
    if (what === 'checkout' && id) {
      const s = Object.hasOwn(state.sessions, id) ? state.sessions[id] : undefined;
      if (!s) return page(res, 'Not found', '<h1>This checkout page has expired</h1>', 404);
      await expireIfDue(s);
      if (s.status === 'expired') return page(res, 'Expired', `<h1>This checkout page has expired</h1><p><a href="${escapeHtml(s.cancel_url)}">Go back</a></p>`, 410);
      if (s.status !== 'open') return redirect(res, String(s.success_url));
      if (req.method !== 'POST') return checkoutPage(res, s);
      const card = (form.get('card') ?? '').replace(/\s+/g, '');
      if (!/^\d{16}$/.test(card)) return checkoutPage(res, s, 'Your card number is incomplete.');
      if (card === '4000000000000002') return checkoutPage(res, s, 'Your card was declined.');
      await completeCheckout(s);
      return redirect(res, String(s.success_url));
    }
    if (what === 'onboarding' && id) {
      const a = Object.hasOwn(state.accounts, id) ? state.accounts[id] : undefined;
      if (!a) return page(res, 'Not found', '<h1>This link has expired</h1>', 404);
      const back = url.searchParams.get('return_url') ?? opts.appUrl;
      if (req.method !== 'POST') {
        return page(
          res,
          'Set up payouts',
          `<h1>Set up payouts for ${escapeHtml(a.email)}</h1><p>Country: ${escapeHtml(a.country)}</p>
<form method="post"><input type="hidden" name="action" value="submit"><button type="submit">Submit details</button></form>
<form method="post"><input type="hidden" name="action" value="later"><button type="submit" class="secondary">Save and finish later</button></form>`,
        );
      }
      if (form.get('action') === 'submit') {
        Object.assign(a, { charges_enabled: true, details_submitted: true, payouts_enabled: true, requirements: { currently_due: [] } });
        save();
        await sendEvent('account.updated', a);
      }
      return redirect(res, back);
    }
    if (what === 'oauth' && id === 'authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? `${opts.appUrl}/settings?tab=payments`;
      const state_ = url.searchParams.get('state') ?? '';
      const email = url.searchParams.get('stripe_user[email]') ?? '';
      if (req.method !== 'POST') {
        return page(
          res,
          'Connect your Stripe account',
          `<h1>Connect your Stripe account to Rally</h1><p>Rally asks to accept payments and manage payouts on your existing account${email ? ` (${escapeHtml(email)})` : ''}.</p>
<form method="post"><input type="hidden" name="action" value="allow"><button type="submit">Connect my Stripe account</button></form>
<form method="post"><input type="hidden" name="action" value="deny"><button type="submit" class="secondary">Deny</button></form>`,
        );
      }
      const back = new URL(redirectUri);
      // Stripe sends `state` back unchanged on both outcomes, for the platform to check.
      if (form.get('action') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied your request');
        if (state_) back.searchParams.set('state', state_);
        return redirect(res, back.toString());
      }
      const a: Obj = {
        id: newId('acct'),
        object: 'account',
        type: 'standard',
        country: url.searchParams.get('stripe_user[country]') ?? 'US',
        default_currency: currencyOf(url.searchParams.get('stripe_user[country]') ?? 'US'),
        email: email || null,
        metadata: {},
        charges_enabled: true,
        details_submitted: true,
        payouts_enabled: true,
        requirements: { currently_due: [] },
        created: now(),
      };
      state.accounts[a.id] = a;
      const code = newId('ac');
      state.codes[code] = a.id;
      save();
      back.searchParams.set('code', code);
      back.searchParams.set('scope', 'read_write');
      if (state_) back.searchParams.set('state', state_);
      return redirect(res, back.toString());
    }
    if (what === 'invoices' && id) {
      const i = state.invoices[id];
      if (!i) return page(res, 'Not found', '<h1>Invoice not found</h1>', 404);
      const lines = (i.lines as { data: Array<{ description: string; amount: number }> }).data;
      return page(
        res,
        `Invoice ${String(i.number)}`,
        `<h1>Invoice ${escapeHtml(i.number)}</h1><p>Status: ${escapeHtml(i.status)} · ${new Date((i.created as number) * 1000).toUTCString()}</p>
<table><tbody>${lines.map((l) => `<tr><td>${escapeHtml(l.description)}</td><td>${money(l.amount)}</td></tr>`).join('')}</tbody></table><p><strong>Total ${money(i.total as number)}</strong></p>`,
      );
    }
    if (what === 'p' && id === 'login') {
      const email = url.searchParams.get('prefilled_email') ?? '';
      const customers = Object.values(state.customers).filter((c) => email && c.email === email);
      const ids = new Set(customers.map((c) => c.id));
      const subs = Object.values(state.subscriptions).filter((s) => ids.has(s.customer as string));
      const invoices = Object.values(state.invoices).filter((i) => ids.has(i.customer as string));
      const productName = (s: Obj) => String(state.products[((s.items as { data: Array<{ price: { product: string } }> }).data[0]?.price.product) ?? '']?.name ?? 'Subscription');
      return page(
        res,
        'Billing portal',
        `<h1>Billing for ${escapeHtml(email || 'your account')}</h1>
<h2>Subscriptions</h2>${subs.length ? `<table><tbody>${subs.map((s) => `<tr><td>${escapeHtml(productName(s))}</td><td>${escapeHtml(s.status)}</td></tr>`).join('')}</tbody></table>` : '<p>No subscriptions.</p>'}
<h2>Invoices</h2>${invoices.length ? `<table><tbody>${invoices.map((i) => `<tr><td><a href="${escapeHtml(pageUrl(`/invoices/${i.id}`))}">${escapeHtml(i.number)}</a></td><td>${money(i.total as number)}</td><td>${escapeHtml(i.status)}</td></tr>`).join('')}</tbody></table>` : '<p>No invoices.</p>'}`,
      );
    }
    return page(res, 'Not found', '<h1>Not found</h1>', 404);
  }

  return {
    /** Answer a request under /stripe-fake (the local API server routes them here). */
    async handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): Promise<void> {
      const path = url.pathname.slice(STRIPE_FAKE_PREFIX.length) || '/';
      if (path === '/requests') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ requests, events }));
      }
      if (path.startsWith('/v1/') || path === '/oauth/token') return handleApi(req, res, path, url.search.slice(1), body);
      return handlePage(req, res, path, url, body);
    },
    requests,
    events,
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;
