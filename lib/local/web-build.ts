import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const sources = ['web/src', 'web/index.html', 'web/public', 'shared', 'vite.config.ts', 'vite.public.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * Build web/dist with Vite when it is missing or older than its sources; returns whether it built.
 * Two builds: the app (index.html), then the light public build (public.html, Preact) beside it.
 */
export async function ensureWebBuild(log: (line: string) => void): Promise<boolean> {
  const index = path.join(root, 'web', 'dist', 'public.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= newest) return false;
  log('building the web app (vite build)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: path.join(root, 'vite.public.config.ts'), logLevel: 'warn' });
  return true;
}
