/**
 * Bundle budget: initial JS for a landing route ≤ 150 KB gzip (DESIGN §7 allows 170; the lower
 * line keeps room for the features coming), every top-level route
 * its own lazy chunk, Amplify only through import().
 *
 *   npx vite build && npx tsx web/scripts/check-bundle.ts
 *
 * Reads web/dist/.vite/manifest.json, gzips every chunk at level 9, prints per-chunk figures and
 * exits 1 when a budget is broken. 1 KB = 1000 bytes, as Vite reports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;

/** Landing routes and the lazy route modules the router loads for them on a first visit. */
const landingRoutes: Record<string, string[]> = {
  '/ (redirects to /sign-up)': ['src/app/layouts/app-layout.tsx', 'src/app/routes/sign-up.tsx'],
  '/sign-up': ['src/app/layouts/app-layout.tsx', 'src/app/routes/sign-up.tsx'],
  '/login': ['src/app/layouts/app-layout.tsx', 'src/app/routes/login.tsx'],
  '/discover': ['src/app/layouts/app-layout.tsx', 'src/app/routes/discover.tsx'],
  // A marketing page the app serves (signed out: the pitch; signed in: the finder).
  '/find-players': ['src/app/layouts/app-layout.tsx', 'src/app/routes/find-players.tsx'],
  'unknown path (error page)': ['src/app/layouts/app-layout.tsx', 'src/app/routes/not-found.tsx'],
};

/**
 * Public pages (≤ 100 KB gzip): the product's own domains serve them from the light
 * public build (web/public.html, Preact; vite.public.config.ts), so a visitor landing on one loads
 * that build's entry, the shell and the page. Measured from its own manifest.
 */
const PUBLIC_BUDGET_KB = 100;
const publicPages: Record<string, string[]> = {
  '/features': ['src/app/layouts/app-layout.tsx', 'src/app/routes/features.tsx'],
  '/faqs': ['src/app/layouts/app-layout.tsx', 'src/app/routes/faqs.tsx'],
  '/quiz/pickleball': ['src/app/layouts/app-layout.tsx', 'src/app/routes/quiz-pickleball.tsx'],
  '/forms-and-waivers': ['src/app/layouts/app-layout.tsx', 'src/app/routes/forms-and-waivers.tsx'],
  '/learn-and-grow': ['src/app/layouts/app-layout.tsx', 'src/app/routes/learn-and-grow.tsx'],
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = `${webDir}dist/`;
function readManifest(name: string, command: string): Manifest {
  const manifestPath = `${distDir}.vite/${name}`;
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}. Run \`${command}\` first (build.manifest must be on).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}
const manifest = readManifest('manifest.json', 'npx vite build');
const publicManifest = readManifest('public-manifest.json', 'npx vite build -c vite.public.config.ts');

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(`${distDir}${file}`);
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(keys: string[], into = new Set<string>(), from: Manifest = manifest): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = from[key];
    if (!chunk) throw new Error(`Manifest has no entry ${key}`);
    into.add(key);
    staticClosure(chunk.imports ?? [], into, from);
  }
  return into;
}
const gzipOf = (keys: Iterable<string>, from: Manifest = manifest) => [...keys].reduce((sum, key) => sum + sizeOf(from[key]!.file).gzip, 0);

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk, found ${entries.length}.`);
  process.exit(1);
}
const [entryKey] = entries[0]!;
const initial = staticClosure([entryKey]);
const failures: string[] = [];

console.log('Chunks (gzip -9):');
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ key, chunk, ...sizeOf(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
for (const { key, chunk, raw, gzip } of rows) {
  const role = initial.has(key) ? 'initial' : 'lazy   ';
  console.log(`  ${role}  ${kb(gzip).padStart(7)} KB gzip  ${kb(raw).padStart(8)} KB raw  ${chunk.file}  (${chunk.src ?? key})`);
}
const cssFiles = new Set([...initial].flatMap((key) => manifest[key]!.css ?? []));
for (const file of cssFiles)
  console.log(`  css      ${kb(sizeOf(file).gzip).padStart(7)} KB gzip  ${kb(sizeOf(file).raw).padStart(8)} KB raw  ${file}`);

const initialKb = gzipOf(initial) / 1000;
console.log(`\nInitial JS (entry + static imports): ${initialKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (initialKb > BUDGET_KB) failures.push(`initial JS is ${initialKb.toFixed(1)} KB gzip, over ${BUDGET_KB} KB`);

console.log('Landing routes (initial JS + the lazy route chunks a first visit loads):');
for (const [route, modules] of Object.entries(landingRoutes)) {
  const missing = modules.filter((m) => !manifest[m]);
  if (missing.length > 0) {
    failures.push(`${route}: no chunk for ${missing.join(', ')}`);
    continue;
  }
  const total = gzipOf(staticClosure(modules, new Set(initial))) / 1000;
  console.log(`  ${route}: ${total.toFixed(1)} KB gzip`);
  if (total > BUDGET_KB) failures.push(`${route} loads ${total.toFixed(1)} KB gzip of JS, over ${BUDGET_KB} KB`);
}

const publicEntry = Object.keys(publicManifest).find((key) => publicManifest[key]!.isEntry);
if (!publicEntry) failures.push('the public build has no entry chunk');
else {
  const publicInitial = staticClosure([publicEntry], new Set(), publicManifest);
  console.log(`Public pages, light public build (budget ${PUBLIC_BUDGET_KB} KB gzip; entry ${(gzipOf(publicInitial, publicManifest) / 1000).toFixed(1)} KB):`);
  for (const [route, modules] of Object.entries(publicPages)) {
    const missing = modules.filter((m) => !publicManifest[m]);
    if (missing.length > 0) {
      failures.push(`${route}: no chunk for ${missing.join(', ')} in the public build`);
      continue;
    }
    const closure = staticClosure(modules, new Set(publicInitial), publicManifest);
    const total = gzipOf(closure, publicManifest) / 1000;
    const fetched = [...closure].filter((k) => !publicInitial.has(k)).map((k) => (publicManifest[k]!.src ?? k).replace(/^_/, ''));
    console.log(`  ${route}: ${total.toFixed(1)} KB gzip (after the entry: ${fetched.join(', ')})`);
    if (total > PUBLIC_BUDGET_KB) failures.push(`${route} loads ${total.toFixed(1)} KB gzip of JS from the public build, over ${PUBLIC_BUDGET_KB} KB`);
    // The app's auth (Amplify) and forms code stay out of what a public page loads up front.
    for (const key of closure) {
      const src = publicManifest[key]!.src ?? '';
      if (/node_modules\/(aws-amplify|@aws-amplify|react-hook-form|@hookform)\//.test(src)) failures.push(`${route} loads ${src} up front`);
    }
  }
}

// Every route module under src/app/routes must be a lazy chunk of its own, outside the initial set.
const routeModules = readdirSync(`${webDir}src/app/routes`)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => `src/app/routes/${f}`);
for (const module of routeModules) {
  const chunk = manifest[module];
  if (!chunk?.isDynamicEntry) failures.push(`${module} is not a lazy chunk`);
  else if (initial.has(module)) failures.push(`${module} is in the initial JS`);
}

// Amplify loads through import() only: none of its chunks may be in the initial set.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src?.includes('node_modules/aws-amplify') && !chunk.src?.includes('node_modules/@aws-amplify')) continue;
  for (const dep of staticClosure([key])) {
    if (initial.has(dep)) failures.push(`Amplify chunk ${manifest[dep]!.file} is in the initial JS`);
  }
}

if (failures.length > 0) {
  console.error(`\nBundle budget failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBundle budget OK.');
