import { limits } from '@shared/constants/limits';
import { pushMessages } from '@shared/constants/messages';
import type { PushRegistrationInput } from '@shared/schemas/notification';
import { loadConfig } from '../config';
import { api } from './api-client';
import { ApiError } from './api-error';
import { appWorkerRegistration, cleanUpServiceWorkers, isAppWorker, registerAppWorker } from './app-worker';
import { isSignedIn } from './session';

export { cleanUpServiceWorkers };
/** Spec §9: a browser refreshes its registration after 7 days. */
export const PUSH_REFRESH_MS = limits.pushRefreshDays * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'rally:push-registration';

/** What this browser registered, kept in local storage. */
export interface StoredPushRegistration {
  registrationId: string;
  endpoint: string;
  refreshedAt: string;
}

/**
 * unsupported: no service workers or Push API; not-configured: the server has no VAPID key;
 * denied: the person blocked notifications for Rally in the browser; off / on: whether this
 * browser is registered for the signed-in person.
 */
export type PushState = 'unsupported' | 'not-configured' | 'denied' | 'off' | 'on';

/** A reason push could not be turned on or off, worded for the person. */
export class PushError extends Error {
  override readonly name = 'PushError';
}

export { pushMessages };

export function readStoredRegistration(): StoredPushRegistration | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredPushRegistration>) : null;
    return parsed?.registrationId && parsed.endpoint && parsed.refreshedAt ? (parsed as StoredPushRegistration) : null;
  } catch {
    return null;
  }
}

function store(registration: StoredPushRegistration | null) {
  try {
    if (registration) localStorage.setItem(STORAGE_KEY, JSON.stringify(registration));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the next start-up registers again.
  }
}

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Pushes arrive through the app's one worker (web/src/sw.ts). */
async function pushWorker(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistrations()).find(isAppWorker);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await pushWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

function toInput(subscription: PushSubscription): PushRegistrationInput {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.auth || !json.keys.p256dh) throw new PushError(pushMessages.failed);
  return { endpoint: json.endpoint, keys: { auth: json.keys.auth, p256dh: json.keys.p256dh } };
}

async function register(subscription: PushSubscription): Promise<StoredPushRegistration> {
  const body = toInput(subscription);
  const saved = await api.call('registerPush', { body });
  const stored = { registrationId: saved.registrationId, endpoint: body.endpoint, refreshedAt: saved.refreshedAt };
  store(stored);
  return stored;
}

async function unregister(registrationId: string) {
  try {
    await api.call('unregisterPush', { params: { registrationId } });
  } catch (error) {
    // Already gone on the server (pruned, or removed from another tab): nothing left to do.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Where push stands on this browser for the signed-in person. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (!(await loadConfig()).vapidPublicKey) return 'not-configured';
  if (Notification.permission === 'denied') return 'denied';
  const stored = readStoredRegistration();
  if (!stored || Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  return subscription?.endpoint === stored.endpoint ? 'on' : 'off';
}

/** Ask for permission, subscribe with the server's VAPID key and register the browser. */
export async function enablePush(): Promise<StoredPushRegistration> {
  if (!pushSupported()) throw new PushError(pushMessages.unsupported);
  const { vapidPublicKey } = await loadConfig();
  if (!vapidPublicKey) throw new PushError(pushMessages.notConfigured);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError(pushMessages.denied);

  const registration = await appWorkerRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(vapidPublicKey) };
  let subscription: PushSubscription;
  try {
    subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe(options));
  } catch {
    // A subscription made with an older server key cannot be reused: start over once.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    try {
      subscription = await registration.pushManager.subscribe(options);
    } catch {
      throw new PushError(pushMessages.failed);
    }
  }
  return register(subscription);
}

/** Stop pushes to this browser: unsubscribe it and remove its registration. */
export async function disablePush(): Promise<void> {
  const stored = readStoredRegistration();
  if (pushSupported()) await (await currentSubscription())?.unsubscribe();
  if (stored) await unregister(stored.registrationId);
  store(null);
}

/**
 * Keep this browser's registration alive (spec §7/§9): re-register when the browser changed its
 * endpoint, refresh when the last refresh is 7 days old, forget it when the subscription or the
 * permission is gone. Call when someone is signed in.
 */
export async function refreshPushIfDue(now = Date.now()): Promise<'none' | 'not-due' | 'refreshed' | 'forgotten'> {
  const stored = readStoredRegistration();
  if (!stored || !pushSupported()) return 'none';
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) {
    store(null);
    await unregister(stored.registrationId).catch(() => undefined);
    return 'forgotten';
  }
  if (subscription.endpoint !== stored.endpoint) {
    await register(subscription);
    await unregister(stored.registrationId).catch(() => undefined);
    return 'refreshed';
  }
  if (now - Date.parse(stored.refreshedAt) < PUSH_REFRESH_MS) return 'not-due';
  try {
    const saved = await api.call('refreshPush', { params: { registrationId: stored.registrationId }, body: toInput(subscription) });
    store({ ...stored, refreshedAt: saved.refreshedAt });
  } catch (error) {
    // Pruned on the server after missed refreshes: register again.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await register(subscription);
  }
  return 'refreshed';
}

/**
 * App start-up (spec §7): register this build's worker, unregister every other worker and clear
 * the caches of other builds, so no stale worker or cached build can serve an old Rally; then keep
 * a signed-in person's registration fresh.
 */
export async function startPush(): Promise<void> {
  // A browser that refuses workers (private modes, policies) still cleans up and runs online.
  await registerAppWorker().catch((error: unknown) => console.warn('Service worker not registered', error));
  await cleanUpServiceWorkers();
  if (readStoredRegistration() && (await isSignedIn())) await refreshPushIfDue();
}
