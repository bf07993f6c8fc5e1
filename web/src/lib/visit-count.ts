/**
 * Spec §9: the visit count is stored in local storage. A visit is one browser session (a tab's
 * sessionStorage marks it counted), so reloads and route changes inside it do not count again.
 * Storage can be blocked (private modes, embedded frames): then nothing is counted and the count
 * reads as 0, which readers treat as a first visit.
 */
export const VISIT_COUNT_KEY = 'rally.visitCount';
const COUNTED_KEY = 'rally.visitCounted';

type Stores = { local: Pick<Storage, 'getItem' | 'setItem'>; session: Pick<Storage, 'getItem' | 'setItem'> };

const browserStores = (): Stores => ({ local: window.localStorage, session: window.sessionStorage });

export function readVisitCount(stores: Stores = browserStores()): number {
  try {
    const n = Number.parseInt(stores.local.getItem(VISIT_COUNT_KEY) ?? '0', 10);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Counts this visit once per browser session and answers the count including it. */
export function countVisit(stores: Stores = browserStores()): number {
  try {
    if (stores.session.getItem(COUNTED_KEY) === '1') return readVisitCount(stores);
    const next = readVisitCount(stores) + 1;
    stores.local.setItem(VISIT_COUNT_KEY, String(next));
    stores.session.setItem(COUNTED_KEY, '1');
    return next;
  } catch {
    return 0;
  }
}
