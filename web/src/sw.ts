/// <reference lib="webworker" />
/**
 * Rally's one service worker, built by vite-plugin-pwa (injectManifest) into /sw.js with this
 * build's file list, so every build is a new worker version:
 * - precaches the app shell of this build (index.html, its JS and CSS, the offline page, icons);
 * - keeps what a person last read for offline use: the home dashboard (upcoming events and the
 *   player card come with it), their profile, and event pages they opened (network first, cache
 *   after a short wait);
 * - serves the shell for offline loads of the pages that can show that, and the offline page
 *   for every other page;
 * - shows web pushes (payload {title, body, url, tag} from lambdas/domain/push/send-push.ts) and
 *   opens Rally when one is clicked.
 * Writes made offline wait in the page's outbox (web/src/lib/outbox.ts), not here: the page shows
 * their state and sends them when back online.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { cacheNames } from './lib/app-worker';
import { offlineReadablePath } from './lib/offline-paths';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** How long a read waits for the network before showing what was cached (a bad signal at the field). */
const NETWORK_TIMEOUT_SECONDS = 3;
const ICON = '/icons/icon-192.png';
const SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';

setCacheNameDetails({ prefix: 'rally', precache: 'precache', suffix: 'v1' });
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Caches of other builds go when this one takes over; the precache is kept and updated in place.
self.addEventListener('activate', (event) => {
  const keep = new Set<string>(Object.values(cacheNames));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('rally-') && !keep.has(name)).map((name) => caches.delete(name)))),
  );
});

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const readFirstFromNetwork = new NetworkFirst({
  cacheName: cacheNames.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 })],
});

/** The reads a person needs offline: /config.json (start-up), the dashboard, their profile, events they opened. */
const offlineReads = [/^\/config\.json$/, /^\/api\/home$/, /^\/api\/me$/, /^\/api\/events\/[^/]+$/, /^\/api\/events\/[^/]+\/rsvps$/];
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && offlineReads.some((r) => r.test(url.pathname)),
  readFirstFromNetwork,
);

// Avatars the app ships never change under a name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/avatars/'),
  new CacheFirst({ cacheName: cacheNames.images, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100 })] }),
);

/**
 * Page loads: always the network (a deploy is live at once). Offline, the pages that have their
 * data cached get the app shell; everything else the offline page.
 */
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const url = new URL(options.request.url);
      const shell = offlineReadablePath(url.pathname) ? await matchPrecache(SHELL) : undefined;
      return shell ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

/** Only paths inside Rally are opened; anything else opens the notifications page. */
function inAppUrl(path: unknown): string {
  const safe = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/notifications';
  return new URL(safe, self.location.origin).href;
}

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

self.addEventListener('push', (event) => {
  let data: PushPayload;
  try {
    data = event.data ? (event.data.json() as PushPayload) : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Rally';
  const options: NotificationOptions = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    data: { url: inAppUrl(data.url) },
  };
  if (typeof data.tag === 'string') options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const stored = (event.notification.data as { url?: unknown } | null)?.url;
  const url = typeof stored === 'string' ? stored : inAppUrl('/notifications');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
