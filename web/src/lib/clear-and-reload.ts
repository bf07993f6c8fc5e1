import { reloadPage } from './reload-page';

/** Spec §9 "clear-and-reload failsafe 5 s": the page reloads this long after clearing began, done or not. */
export const CLEAR_AND_RELOAD_FAILSAFE_MS = 5000;

/** The clearing itself loads on demand: it is rarely needed and must not weigh on the landing pages. */
async function clearWorkersAndCaches(): Promise<void> {
  const { cleanUpServiceWorkers } = await import('./app-worker');
  await cleanUpServiceWorkers({ everything: true });
}

/**
 * Clear stale service workers and caches, then reload, so a tab left on an old build comes back on
 * the current one. Clearing can hang (a worker that never answers, or the clearing code's own
 * chunk gone with the old build): the failsafe reloads anyway after 5 s. A failed clear reloads at
 * once, and the page reloads only once whichever comes first.
 */
export function clearAndReload(clear: () => Promise<void> = clearWorkersAndCaches, reload: () => void = reloadPage): Promise<void> {
  let done = false;
  const reloadOnce = () => {
    if (done) return;
    done = true;
    clearTimeout(failsafe);
    reload();
  };
  const failsafe = setTimeout(reloadOnce, CLEAR_AND_RELOAD_FAILSAFE_MS);
  return clear().then(reloadOnce, reloadOnce);
}
