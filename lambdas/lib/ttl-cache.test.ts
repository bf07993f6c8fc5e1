import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads a key once while it is fresh, and again once it is older than the TTL', async () => {
    let t = 0;
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent asks and keeps no failure', async () => {
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('drops the oldest entry past maxEntries, one entry on forget, and everything on clear', async () => {
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(4);
    cache.forget('a');
    expect(await cache.get('a', load)).toBe(5);
    cache.clear();
    expect(await cache.get('c', load)).toBe(6);
  });
});
