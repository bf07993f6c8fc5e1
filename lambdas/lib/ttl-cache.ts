/**
 * A small in-memory cache for a warm Lambda: each value lives `ttlMs`, at most `maxEntries` are
 * kept (the oldest go first), and concurrent asks for a missing key share one load. A failed
 * load is not kept. Only for data that may be this much behind across processes; writes in the
 * same process call `clear` so that process never reads its own writes late.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  forget(key: string): void;
  clear(): void;
}

export function ttlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
