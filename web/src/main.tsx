import './zod-jitless'; // first: before any module that creates a schema
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ConfigErrorPage } from './config/config-error-page';
import { loadConfig } from './config';
import { AppProviders } from './app/providers';
import { createDomainRouter } from './app/domain-router';
import { hostKindOf } from './app/host';
import { createAppRouter } from './app/router';
import { hoistHeadTags } from './public/head';
import { startLocale } from './lib/i18n';
import { countVisit } from './lib/visit-count';
import './index.css';

hoistHeadTags();
countVisit();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The host decides the route table (spec §2: a team's custom domain serves only its site), so the
// router is made once the config (with the product's own domains) is parsed.
const config = loadConfig();
// A language other than English loads its catalogue beside the config, so neither waits for the other.
const locale = startLocale();

Promise.all([config, locale]).then(
  ([loaded]) => {
    const kind = hostKindOf(window.location.hostname, loaded);
    const router = kind === 'app' ? createAppRouter() : createDomainRouter(kind);
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => root.render(<ConfigErrorPage error={error} />),
);

// Spec §7: register this build's service worker, unregister stale ones and clear other builds'
// caches; refresh this browser's push registration when due; send writes queued offline. Off the
// critical path, in their own chunks.
void config
  .then(() => import('./lib/push'))
  .then((push) => push.startPush())
  .catch((error: unknown) => console.warn('Push start-up failed', error));
void config
  .then(() => import('./lib/offline-writes'))
  .then((writes) => writes.startOfflineWrites())
  .catch((error: unknown) => console.warn('Offline writes start-up failed', error));
