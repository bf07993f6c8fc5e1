import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, isNonPublicAddress, publicOnlyLookup } from './push-endpoint';

const local = [{ protocol: 'http:', hostname: '127.0.0.1', port: '*' }];

describe('checkPushEndpoint', () => {
  it('accepts https endpoints of the browser push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGh1',
      'https://api.push.apple.com/3/device/x',
    ])
      expect(checkPushEndpoint(endpoint)).toEqual({ ok: true, local: false });
  });

  it('refuses other hosts, look-alikes, plain http, other ports, credentials and addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.services.mozilla.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://push.example/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'not a url',
    ])
      expect(checkPushEndpoint(endpoint), endpoint).toEqual({ ok: false });
  });

  it('admits the local allowance only for its own origins, and nothing without it', () => {
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/a', local)).toEqual({ ok: true, local: true });
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/a')).toEqual({ ok: false });
    expect(checkPushEndpoint('http://localhost:4567/push/a', local)).toEqual({ ok: false });
    expect(checkPushEndpoint('https://127.0.0.1:4567/push/a', local)).toEqual({ ok: false });
    expect(checkPushEndpoint('http://127.0.0.1:4567/x', [{ protocol: 'http:', hostname: '127.0.0.1', port: '4000' }])).toEqual({ ok: false });
  });
});

describe('isNonPublicAddress', () => {
  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
      expect(isNonPublicAddress(a), a).toBe(true);
  });
  it('lets public addresses through', () => {
    for (const a of ['142.250.72.10', '8.8.8.8', '2607:f8b0:4005:80a::200a', '::ffff:8.8.8.8']) expect(isNonPublicAddress(a), a).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      publicOnlyLookup(host, { all }, (error: NodeJS.ErrnoException | null, address: unknown) => (error ? reject(error) : resolve(address))),
    );

  it('refuses a name that resolves to a loopback address, whichever form the caller asks for', async () => {
    await expect(lookup('localhost', false)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    await expect(lookup('localhost', true)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
  });
});
