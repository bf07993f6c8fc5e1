import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PUBLIC_PAGE_DOCUMENT } from './shared/constants/public-pages.ts';
import { themeBootScript } from './shared/constants/theme.ts';
import { isBarrel } from './web/scripts/barrels.ts';
import { linguiMacroPlugin } from './web/scripts/vite-lingui-macro.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * One config for `vite build` (web/dist, served by bin/local.ts and by S3/CloudFront) and for
 * Vite in middleware mode (`npm run dev`). Paths are absolute so the caller's cwd does not matter.
 */
/**
 * `vite build -c vite.public.config.ts` builds the light public build (public.html →
 * public-main.tsx) into the same web/dist, after the app's build, with Preact standing in for React (public pages ≤ 100 KB gzip of JS;
 * React DOM alone is about 60 KB). Same sources, same route modules, same styles.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The public build's document is web/index.html (one head: description, icon, theme colour) with
 * the public entry in place of the app's, written as public.html beside the app's index.html.
 */
const publicDocument: Plugin = {
  name: 'rally-public-document',
  enforce: 'post',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replace('/src/main.tsx', '/src/public-main.tsx'),
  },
  generateBundle(_options, bundle) {
    const document = bundle['index.html'];
    if (document?.type !== 'asset') throw new Error('The public build produced no index.html');
    delete bundle['index.html'];
    this.emitFile({ type: 'asset', fileName: PUBLIC_PAGE_DOCUMENT, source: document.source });
  },
};

/**
 * Route summaries document the API for people reading the route table and the server; the browser
 * never reads them, yet they were several KB of the landing routes' JS. The web build drops the
 * `summary` of every route (string literals only) and fails if one is written in another form.
 */
const routeSummary = /\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?/g;
const dropRouteSummaries: Plugin = {
  name: 'rally-drop-route-summaries',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]shared[\\/]api[\\/][a-z-]+-routes\.ts$/.test(id)) return null;
    const stripped = code.replace(routeSummary, '');
    if (/\bsummary:/.test(stripped)) throw new Error(`${id}: a route summary the web build cannot drop (use one string literal)`);
    return { code: stripped, map: null };
  },
};

/**
 * The colour theme is set before first paint by a tiny inline script at the top of <head> (both
 * builds' documents); the Content-Security-Policy allows exactly this script by its hash.
 */
const themeBoot: Plugin = {
  name: 'rally-theme-boot',
  transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
};

/**
 * The app asks for /config.json (web/src/config/load-config.ts CONFIG_URL) before it can make its
 * router; the preload fetches it beside the entry chunk instead of after the entry has run, one round
 * trip earlier on a phone's network. The public build's pages need no config.
 */
const configPreload: Plugin = {
  name: 'rally-config-preload',
  transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', as: 'fetch', href: '/config.json', crossorigin: 'anonymous' }, injectTo: 'head' }],
};

type LogHandler = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog']>;
const quietFeatureDetection: LogHandler = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic') && /react-router/.test(log.id ?? '')) return;
  handler(level, log);
};

/**
 * The one service worker (web/src/sw.ts: offline shell, cached reads, web push), compiled into
 * web/dist/sw.js with this build's precache list. The manifest is web/public/manifest.webmanifest,
 * linked from web/index.html, and the page registers the worker itself after start-up
 * (web/src/lib/app-worker.ts), so the plugin injects nothing into the landing routes' JS.
 * `npm run dev` serves the same worker source at /dev-sw.js.
 */
const appWorker = (): PluginOption =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    manifest: false,
    injectRegister: false,
    injectManifest: {
      // The app shell of this build: the public build (public.html) is the network-only light
      // site, and lazy chunks of every route come along so any page opened online works offline.
      globPatterns: ['index.html', 'offline.html', 'manifest.webmanifest', 'assets/*.{js,css}', 'icons/*.png'],
      globIgnores: ['assets/public-*'],
      // Leaflet and the other big lazy chunks stay under this; a bigger one is left to the network.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // One classic script: the ES-module format goes through rolldown's deprecated inlineDynamicImports.
      rollupFormat: 'iife',
    },
    devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
    // The worker's own Vite build would print its chunk table at every `npm start`; warnings still show.
    integration: {
      configureCustomSWViteBuild: (inlineConfig) => {
        inlineConfig.logLevel = 'warn';
      },
    },
  });

/**
 * Names this build's caches (web/src/lib/app-worker.ts) in the worker and the start-up clean-up.
 * RALLY_BUILD_ID pins it (reproducible deploys); otherwise the build's time.
 */
const buildId = (command: 'build' | 'serve') =>
  command === 'serve' ? 'dev' : (process.env.RALLY_BUILD_ID ?? new Date().toISOString().replace(/[^0-9]/g, '').slice(0, 14));

export const webBuildConfig = (build: 'app' | 'public') => defineConfig(({ command }) => ({
  root: webRoot,
  define: {
    __RALLY_BUILD__: JSON.stringify(buildId(command)),
    // The app's code carries its English text; the public build keeps ids only and loads English
    // as a catalogue, which holds its pages under their JS budget (web/scripts/check-bundle.ts).
    __RALLY_ENGLISH_CATALOGUE__: JSON.stringify(build === 'public'),
  },
  resolve: {
    // The path aliases (@shared/*, @web/*) come from compilerOptions.paths in tsconfig.json, where every tool reads them.
    tsconfigPaths: true,
    alias: preactAliases,
  },
  // The Lingui macros compile first; lingui() compiles the .po catalogues the app imports.
  plugins: [dropRouteSummaries, themeBoot, linguiMacroPlugin({ inlineEnglish: build === 'app' }), react(), lingui(), tailwindcss(), ...(build === 'public' ? [publicDocument] : [configPreload, appWorker()])],
  // web/public (the bundled avatars) is copied into web/dist as is. /config.json and /api/* come
  // from the local server (or CloudFront), never from here.
  publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
  server: {
    // The SPA imports the route table and schemas from ../shared.
    fs: { allow: [repoRoot] },
  },
  build: {
    // No preload helper: a lazy route's chunk brings its own imports (HTTP/2 fetches them side by
    // side). The helper resolved every dependency's URL and added a <link rel="modulepreload"> per
    // chunk on the main thread, inside the router's first navigation: 60 links and the longest task
    // of a first visit (measured with Lighthouse in docs/decisions.md, 2026-11-28).
    modulePreload: false,
    outDir: fileURLToPath(new URL('./web/dist', import.meta.url)),
    // The app builds first and empties web/dist; the public build adds public.html and its chunks.
    emptyOutDir: build === 'app',
    // web/scripts/check-bundle.ts reads the manifests to measure initial JS per landing route.
    manifest: build === 'public' ? '.vite/public-manifest.json' : true,
    rolldownOptions: {
      // react-router feature-detects React's useOptimistic (`React[name]`, with a fallback when it
      // is missing); under Preact the lookup is undefined by design, so this one notice is not a defect.
      onLog: quietFeatureDetection,
      // The SPA's index files only re-export (web/scripts/barrels.ts): a route depends on what it
      // uses, not on everything beside it. undefined: every other module keeps its package's say.
      treeshake: { moduleSideEffects: (id: string) => (isBarrel(id) ? false : undefined) },
      output: {
        // The public build's entry is named for it (the document is index.html in both builds).
        ...(build === 'public' ? { entryFileNames: 'assets/public-[hash].js' } : {}),
        // Lazy chunks are named by their hash alone: the entry lists every chunk it may preload, and
        // the readable names cost every first visit about 1.8 KB gzip (measured: /login 170.0 → 168.2).
        // web/scripts/check-bundle.ts names chunks by their source from the manifest instead.
        chunkFileNames: 'assets/[hash].js',
        // Everything the entry needs in one chunk: rolldown otherwise splits it by which lazy routes
        // share each module, and five small files gzip about 5 KB worse than one (DESIGN §7 budget).
        // The tiny helpers and header icons nearly every route loads go with it, for the same reason
        // (measured: /login 170.6 → 169.9 KB gzip).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'initial', test: /web\/src\/lib\/(guards|redirect|flash)\.ts$/ },
            { name: 'initial', test: /lucide-react\/dist\/esm\/icons\/(plus|settings)\.mjs$/ },
            // The header's and the event card's icons, one small chunk rather than one file each
            // (about 0.1 KB of overhead per file; measured: /discover 170.0 → 168.6 KB, /sign-up +0.1 KB).
            {
              name: 'icons',
              test: /lucide-react\/dist\/esm\/icons\/(calendar-days|compass|house|log-out|mail|map-pin|message-square-text|navigation|repeat|rotate-cw|trophy|users)\.mjs$/,
            },
          ],
        },
      },
    },
  },
}));

export default webBuildConfig('app');
