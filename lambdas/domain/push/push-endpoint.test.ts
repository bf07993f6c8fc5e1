import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from './push-endpoint';

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
