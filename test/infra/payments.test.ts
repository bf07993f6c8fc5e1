import { describe, expect, it } from 'vitest';
import { functionsByService, synthRally } from './synth';

const stripeVars = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_CLIENT_ID'];

describe('payments configuration', () => {
  it('is off by default: no Stripe keys anywhere, the platform still set, no payments in /config.json', () => {
    const { template, stacks } = synthRally();
    const fns = functionsByService(template);
    for (const [name, fn] of fns) {
      const vars = fn.props.Environment.Variables as Record<string, unknown>;
      for (const v of stripeVars) expect(vars[v], `${name} ${v}`).toBeUndefined();
    }
    expect((fns.get('http-payments')!.props.Environment.Variables as Record<string, unknown>).PLATFORM).toBe('gth');
    expect(stacks.app.web.webConfig.payments).toBeUndefined();
    expect(stacks.app.web.webConfig.platform).toBe('gth');
  });

  it('gives the Stripe keys, resolved from Secrets Manager, only to the functions that call Stripe: payments, account, events (paid events), the announce consumer (a called-off game refunds) and the webhook', () => {
    const { template, stacks } = synthRally({
      context: { stripeSecretName: 'rally/stripe', platform: 'meh', stripeBillingPortalUrl: 'https://billing.stripe.com/p/login/test_abc' },
    });
    const fns = functionsByService(template);
    const holders = [...fns].filter(([, f]) => (f.props.Environment.Variables as Record<string, unknown>).STRIPE_SECRET_KEY).map(([n]) => n);
    expect(holders.sort()).toEqual(['http-account', 'http-events', 'http-payments', 'queue-announce', 'stripe-webhook'].sort());
    const webhook = fns.get('stripe-webhook')!.props.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(webhook.STRIPE_WEBHOOK_SECRET)).toContain('{{resolve:secretsmanager:rally/stripe:SecretString:webhookSecret');
    expect(webhook.PLATFORM).toBe('meh');
    // The webhook needs the table and the notify queue (a freed paid spot sends a pay link): no mail queue, no user pool.
    expect(Object.keys(webhook)).not.toContain('MAIL_QUEUE_URL');
    expect(Object.keys(webhook)).not.toContain('USER_POOL_ID');
    expect(stacks.app.web.webConfig).toMatchObject({ platform: 'meh', payments: { live: false, billingPortalUrl: 'https://billing.stripe.com/p/login/test_abc' } });
  });
});
