/**
 * Rally's one service worker (web/src/sw.ts): offline shell, cached reading, and web push. Both
 * the page and the worker name the caches from here, so start-up knows which belong to this build.
 */
declare const __RALLY_BUILD__: string | undefined;

/** Set by vite.config.ts for each build; tests run without it. */
export const RALLY_BUILD = typeof __RALLY_BUILD__ === 'string' ? __RALLY_BUILD__ : 'test';

/** The built worker; `npm run dev` serves the same source through vite-plugin-pwa at /dev-sw.js. */
export const APP_WORKER_URL = '/sw.js';
const DEV_WORKER_URL = '/dev-sw.js?dev-sw';
const appWorkerPaths = new Set([APP_WORKER_URL, '/dev-sw.js']);

/**
 * The precache keeps its name across builds (Workbox replaces only the files whose revision
 * changed); the caches of what a person last read are per build, so a new build never shows data
 * an older build stored in another shape.
 */
export const cacheNames = {
  precache: 'rally-precache-v1',
  data: `rally-data-${RALLY_BUILD}`,
  images: `rally-images-${RALLY_BUILD}`,
} as const;
const currentCaches = new Set<string>(Object.values(cacheNames));

/** The caches holding what a signed-in person read (never the shell): emptied at sign-out. */
export const personalCaches = [cacheNames.data] as const;

export const isAppWorker = (r: ServiceWorkerRegistration) =>
  [r.active, r.waiting, r.installing].some((w) => w && appWorkerPaths.has(new URL(w.scriptURL).pathname));

export const workersSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Register this build's worker at the root scope. Registering it where an older worker (the
 * push-only one of earlier builds) holds the scope updates that registration in place, so a push
 * subscription made under the old worker survives.
 */
export async function registerAppWorker(dev = import.meta.env.DEV): Promise<ServiceWorkerRegistration | undefined> {
  if (!workersSupported()) return undefined;
  return navigator.serviceWorker.register(dev ? DEV_WORKER_URL : APP_WORKER_URL, { scope: '/', type: dev ? 'module' : 'classic' });
}

/** Register the app worker if this browser has none (push needs it before it can subscribe). */
export async function appWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = (await navigator.serviceWorker.getRegistrations()).find(isAppWorker);
  if (!existing) await registerAppWorker();
  return navigator.serviceWorker.ready;
}

/**
 * Spec §7 "Service worker and caches are unregistered and cleared at start-up": every worker but
 * this app's and every cache that is not this build's. With `everything`, this build's caches go
 * too (a tab found running an old build clears all before it reloads).
 */
export async function cleanUpServiceWorkers({ everything = false } = {}): Promise<void> {
  if (workersSupported()) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((r) => !isAppWorker(r)).map((r) => r.unregister()));
    if (everything) await Promise.all(registrations.filter(isAppWorker).map((r) => r.update().catch(() => undefined)));
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => everything || !currentCaches.has(name)).map((name) => caches.delete(name)));
  }
}

/** Sign-out: what this person read must not be shown to whoever signs in next on this browser. */
export async function forgetPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(personalCaches.map((name) => caches.delete(name)));
}
