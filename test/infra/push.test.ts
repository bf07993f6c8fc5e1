import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../../lib/config/app-config';
import { functionsByService, synthRally } from './synth';

const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const context = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('web push configuration', () => {
  it('is off by default: no keys in the notify consumer, none in /config.json', () => {
    const { template, stacks } = synthRally();
    const vars = functionsByService(template).get('queue-notify')!.props.Environment.Variables as Record<string, unknown>;
    expect(vars.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(vars.VAPID_PRIVATE_KEY).toBeUndefined();
    expect(stacks.app.web.webConfig.vapidPublicKey).toBeUndefined();
  });

  it('gives the notify consumer both keys (the private one resolved from Secrets Manager) and the web the public one', () => {
    const { template, stacks } = synthRally({
      context: { vapidPublicKey: publicKey, vapidPrivateKeySecretName: 'rally/vapid-private-key', vapidSubject: 'mailto:ops@rally.example' },
    });
    const fns = functionsByService(template);
    const vars = fns.get('queue-notify')!.props.Environment.Variables as Record<string, unknown>;
    expect(vars.VAPID_PUBLIC_KEY).toBe(publicKey);
    expect(JSON.stringify(vars.VAPID_PRIVATE_KEY)).toContain('{{resolve:secretsmanager:rally/vapid-private-key');
    expect(vars.VAPID_SUBJECT).toBe('mailto:ops@rally.example');
    expect(stacks.app.web.webConfig.vapidPublicKey).toBe(publicKey);
    // Only the consumer that sends pushes holds the private key.
    const holders = [...fns].filter(([, f]) => (f.props.Environment.Variables as Record<string, unknown>).VAPID_PRIVATE_KEY);
    expect(holders.map(([name]) => name)).toEqual(['queue-notify']);
  });

  it('never gives a function the local-only push allowance (PUSH_ALLOWED_ORIGINS)', () => {
    const { template } = synthRally({
      context: { vapidPublicKey: publicKey, vapidPrivateKeySecretName: 'rally/vapid-private-key', vapidSubject: 'mailto:ops@rally.example' },
    });
    for (const [name, f] of functionsByService(template)) {
      expect(Object.keys((f.props.Environment?.Variables ?? {}) as Record<string, unknown>), name).not.toContain('PUSH_ALLOWED_ORIGINS');
    }
  });

  it('refuses half a key pair and a malformed key', () => {
    expect(() => loadAppConfig(context({ vapidPublicKey: publicKey }))).toThrow(/vapidPrivateKeySecretName/);
    expect(() => loadAppConfig(context({ vapidPublicKey: 'short', vapidPrivateKeySecretName: 'x' }))).toThrow(/VAPID public key/);
  });
});
