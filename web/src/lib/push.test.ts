import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@shared/schemas/config';
import { setConfigForTesting } from '../config';
import { api } from './api-client';
import { ApiError } from './api-error';
import { cacheNames } from './app-worker';
import {
  applicationServerKey,
  cleanUpServiceWorkers,
  disablePush,
  enablePush,
  PUSH_REFRESH_MS,
  pushMessages,
  pushState,
  readStoredRegistration,
  refreshPushIfDue,
} from './push';

vi.mock('./api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = vi.mocked(api.call);

const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const config: WebConfig = { stage: 'test', region: 'us-east-1', apiUrl: '', userPoolId: 'p', userPoolClientId: 'c', appDomains: ['localhost'] };
const keys = { auth: 'A'.repeat(22), p256dh: 'B'.repeat(87) };

/** A browser with service workers, the Push API and a notification permission, in memory. */
function fakeBrowser() {
  const browser = {
    permission: 'default' as NotificationPermission,
    answer: 'granted' as NotificationPermission,
    subscription: null as null | { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> },
    subscribed: 0,
    registrations: [] as Array<{ active: { scriptURL: string }; pushManager: unknown; unregister: ReturnType<typeof vi.fn> }>,
    cacheNames: ['workbox-precache', 'old-app', cacheNames.precache, cacheNames.data, 'rally-data-an-older-build'],
  };
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey.length).toBe(65);
    const endpoint = `https://push.example/${++browser.subscribed}`;
    browser.subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        browser.subscription = null;
        return true;
      },
    };
    return browser.subscription;
  });
  const pushWorker = {
    active: { scriptURL: 'http://localhost/sw.js' },
    pushManager: { getSubscription: async () => browser.subscription, subscribe },
    unregister: vi.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => {
        if (!browser.registrations.includes(pushWorker)) browser.registrations.push(pushWorker);
        return pushWorker;
      }),
      ready: Promise.resolve(pushWorker),
      getRegistrations: async () => browser.registrations,
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => (browser.permission = browser.answer),
  });
  vi.stubGlobal('caches', {
    keys: async () => browser.cacheNames,
    delete: async (name: string) => {
      browser.cacheNames = browser.cacheNames.filter((n) => n !== name);
      return true;
    },
  });
  return { browser, subscribe, pushWorker };
}

beforeEach(() => {
  localStorage.clear();
  call.mockReset();
  setConfigForTesting({ ...config, vapidPublicKey: VAPID });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const registered = (registrationId: string, refreshedAt = new Date().toISOString()) => ({ registrationId, refreshedAt });

describe('pushState', () => {
  it('is unsupported without service workers and the Push API', async () => {
    expect(await pushState()).toBe('unsupported');
  });

  it('is not-configured when the server has no VAPID key, denied when the person blocked Rally', async () => {
    const { browser } = fakeBrowser();
    setConfigForTesting(config);
    expect(await pushState()).toBe('not-configured');
    setConfigForTesting({ ...config, vapidPublicKey: VAPID });
    browser.permission = 'denied';
    expect(await pushState()).toBe('denied');
    browser.permission = 'default';
    expect(await pushState()).toBe('off');
  });
});

describe('turning push on and off', () => {
  it('asks permission, subscribes with the server key, registers the browser and remembers it', async () => {
    const { subscribe } = fakeBrowser();
    call.mockResolvedValueOnce(registered('reg-1', '2026-11-25T10:00:00.000Z'));
    await enablePush();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(call).toHaveBeenCalledWith('registerPush', { body: { endpoint: 'https://push.example/1', keys } });
    expect(readStoredRegistration()).toEqual({ registrationId: 'reg-1', endpoint: 'https://push.example/1', refreshedAt: '2026-11-25T10:00:00.000Z' });
    expect(await pushState()).toBe('on');
  });

  it('says why when the person does not allow notifications, and registers nothing', async () => {
    const { browser } = fakeBrowser();
    browser.answer = 'denied';
    await expect(enablePush()).rejects.toThrow(pushMessages.denied);
    expect(call).not.toHaveBeenCalled();
    expect(readStoredRegistration()).toBeNull();
  });

  it('unsubscribes and removes the registration; one already gone on the server is fine', async () => {
    const { browser } = fakeBrowser();
    call.mockResolvedValueOnce(registered('reg-1'));
    await enablePush();
    call.mockRejectedValueOnce(new ApiError(404, 'Push registration not found'));
    await disablePush();
    expect(call).toHaveBeenLastCalledWith('unregisterPush', { params: { registrationId: 'reg-1' } });
    expect(browser.subscription).toBeNull();
    expect(readStoredRegistration()).toBeNull();
    expect(await pushState()).toBe('off');
  });
});

describe('refreshPushIfDue (every 7 days)', () => {
  async function enabledAt(refreshedAt: string) {
    const fake = fakeBrowser();
    call.mockResolvedValueOnce(registered('reg-1', refreshedAt));
    await enablePush();
    call.mockReset();
    return fake;
  }
  const start = Date.parse('2026-11-01T00:00:00.000Z');

  it('does nothing before 7 days, then refreshes with PATCH and keeps the new time', async () => {
    await enabledAt(new Date(start).toISOString());
    expect(await refreshPushIfDue(start + PUSH_REFRESH_MS - 60_000)).toBe('not-due');
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce(registered('reg-1', '2026-11-08T00:00:00.000Z'));
    expect(await refreshPushIfDue(start + PUSH_REFRESH_MS)).toBe('refreshed');
    expect(call).toHaveBeenCalledWith('refreshPush', { params: { registrationId: 'reg-1' }, body: { endpoint: 'https://push.example/1', keys } });
    expect(readStoredRegistration()?.refreshedAt).toBe('2026-11-08T00:00:00.000Z');
  });

  it('registers again when the server pruned the registration', async () => {
    await enabledAt(new Date(start).toISOString());
    call.mockRejectedValueOnce(new ApiError(404, 'Push registration not found')).mockResolvedValueOnce(registered('reg-2'));
    expect(await refreshPushIfDue(start + PUSH_REFRESH_MS)).toBe('refreshed');
    expect(call).toHaveBeenLastCalledWith('registerPush', { body: { endpoint: 'https://push.example/1', keys } });
    expect(readStoredRegistration()?.registrationId).toBe('reg-2');
  });

  it('re-registers a new endpoint and removes the old one', async () => {
    const { pushWorker } = await enabledAt(new Date(start).toISOString());
    await (pushWorker.pushManager as { subscribe: (o: unknown) => Promise<unknown> }).subscribe({ applicationServerKey: new Uint8Array(65) });
    call.mockResolvedValueOnce(registered('reg-2')).mockResolvedValueOnce({ ok: true });
    expect(await refreshPushIfDue(start + 1000)).toBe('refreshed');
    expect(call.mock.calls.map((c) => c[0])).toEqual(['registerPush', 'unregisterPush']);
    expect(readStoredRegistration()).toMatchObject({ registrationId: 'reg-2', endpoint: 'https://push.example/2' });
  });

  it('forgets the registration when the person revoked the permission', async () => {
    const { browser } = await enabledAt(new Date(start).toISOString());
    browser.permission = 'denied';
    call.mockResolvedValueOnce({ ok: true });
    expect(await refreshPushIfDue(start + 1000)).toBe('forgotten');
    expect(call).toHaveBeenCalledWith('unregisterPush', { params: { registrationId: 'reg-1' } });
    expect(readStoredRegistration()).toBeNull();
  });
});

describe('start-up clean-up', () => {
  it("unregisters every service worker but this app's and clears every cache that is not this build's", async () => {
    const { browser, pushWorker: appWorker } = fakeBrowser();
    const stale = { active: { scriptURL: 'http://localhost/push-sw.js' }, pushManager: {}, unregister: vi.fn() };
    browser.registrations.push(stale, appWorker);
    await cleanUpServiceWorkers();
    expect(stale.unregister).toHaveBeenCalled();
    expect(appWorker.unregister).not.toHaveBeenCalled();
    expect(browser.cacheNames).toEqual([cacheNames.precache, cacheNames.data]);
  });
});

describe('applicationServerKey', () => {
  it('decodes a base64url VAPID key to its 65 bytes (uncompressed P-256 point)', () => {
    const bytes = applicationServerKey(VAPID);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
