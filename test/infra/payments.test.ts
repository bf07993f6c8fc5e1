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

  it('gives only the payments and account functions and the Stripe webhook the keys, resolved from Secrets Manager', () => {
    const { template, stacks } = synthRally({
      context: { stripeSecretName: 'rally/stripe', platform: 'meh', stripeBillingPortalUrl: 'https://billing.stripe.com/p/login/test_abc' },
    });
    const fns = functionsByService(template);
    const holders = [...fns].filter(([, f]) => (f.props.Environment.Variables as Record<string, unknown>).STRIPE_SECRET_KEY).map(([n]) => n);
    expect(holders.sort()).toEqual(['http-account', 'http-payments', 'stripe-webhook']);
    const webhook = fns.get('stripe-webhook')!.props.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(webhook.STRIPE_WEBHOOK_SECRET)).toContain('{{resolve:secretsmanager:rally/stripe:SecretString:webhookSecret');
    expect(webhook.PLATFORM).toBe('meh');
    // The webhook needs the table only: no queues, no user pool.
    expect(Object.keys(webhook)).not.toContain('MAIL_QUEUE_URL');
    expect(Object.keys(webhook)).not.toContain('USER_POOL_ID');
    expect(stacks.app.web.webConfig).toMatchObject({ platform: 'meh', payments: { live: false, billingPortalUrl: 'https://billing.stripe.com/p/login/test_abc' } });
  });
});
