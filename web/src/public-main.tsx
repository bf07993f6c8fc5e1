import './zod-jitless'; // first: before any module that creates a schema
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createPublicRouter } from './app/public-router';
import { startLocale } from './lib/i18n';
import { hoistHeadTags } from './public/head';
import './index.css';

/**
 * The light public build's entry (public.html, built with Preact in place of React:
 * vite.public.config.ts). The product's own domains serve it for the public pages only; everything else
 * is the app (main.tsx). Nothing here waits for /config.json: the pages need none.
 */
hoistHeadTags();
const container = document.getElementById('root');
if (!container) throw new Error('The document has no #root element');
const root = createRoot(container);
// English renders at once; another language first loads its catalogue (one small chunk).
void startLocale().then(() =>
  root.render(
    <AppProviders>
      <RouterProvider router={createPublicRouter()} />
    </AppProviders>,
  ),
);
