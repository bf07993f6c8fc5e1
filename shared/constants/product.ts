/**
 * The few spec strings the web entry chunk needs (error pages). Kept apart from messages.ts because
 * Rollup puts a module in one chunk with every export any chunk uses: if the entry imported
 * messages.ts, every feature's messages would load on the first visit (DESIGN §7 budget).
 */
export const PRODUCT_NAME = 'Rally';

/** §2 unknown path. */
export const notFoundPageMessages = {
  notFoundTitle: 'Beans is having a "RUFF" time finding your page.',
  notFoundHint: 'Maybe try another page, please?',
} as const;
