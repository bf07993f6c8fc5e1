/**
 * Benchmark: the offline city gazetteer behind GET /api/places/cities (the local stack's adapter).
 * Measures the one-time load (package + index) and then 100 keystroke-style searches, and fails
 * when a warm search is not a matter of milliseconds (p95 over 5 ms).
 *
 *   npx tsx test/perf/city-search.ts
 */
import { gazetteerCitySearch } from '../../lambdas/lib/places/gazetteer';

const p95BudgetMs = 5;

/** What people type, one keystroke at a time: short prefixes are the widest scans. */
const typed = ['denver', 'san francisco', 'new york', 'springfield, il', 'chicago', 'st. louis', 'boulder co', 'los angeles'];
const queries = typed.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

const search = gazetteerCitySearch();
const heapBefore = process.memoryUsage().heapUsed;
let t = performance.now();
await search.search('denv', 8);
const loadMs = performance.now() - t;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const times: number[] = [];
for (let i = 0; i < 100; i++) {
  t = performance.now();
  await search.search(queries[i % queries.length]!, 8);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.table({
  'first search (load + index)': ms(loadMs),
  'heap held by the index': `${heapMb.toFixed(0)} MB`,
  'warm p50': ms(at(50)),
  'warm p95': ms(at(95)),
  'warm max': ms(times[times.length - 1]!),
  'warm mean': ms(times.reduce((a, b) => a + b, 0) / times.length),
});
if (at(95) > p95BudgetMs) {
  console.error(`City search p95 ${ms(at(95))} is over ${p95BudgetMs} ms`);
  process.exit(1);
}
