import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_AND_RELOAD_FAILSAFE_MS, clearAndReload } from './clear-and-reload';

describe('clearAndReload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads as soon as clearing finishes, once', async () => {
    const reload = vi.fn();
    await clearAndReload(() => Promise.resolve(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLEAR_AND_RELOAD_FAILSAFE_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway 5 s after clearing began when it hangs', async () => {
    const reload = vi.fn();
    void clearAndReload(() => new Promise<void>(() => undefined), reload);
    expect(CLEAR_AND_RELOAD_FAILSAFE_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when clearing fails, and not again when a late clear settles', async () => {
    const reload = vi.fn();
    await clearAndReload(() => Promise.reject(new Error('no access to caches')), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLEAR_AND_RELOAD_FAILSAFE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("clears workers other than the app's, asks the app's for its new build, and clears every cache by default", async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const keep = vi.fn(() => Promise.resolve(true));
    const update = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {
      serviceWorker: {
        getRegistrations: () =>
          Promise.resolve([
            { active: { scriptURL: 'https://rally.test/old-sw.js' }, unregister },
            { active: { scriptURL: 'https://rally.test/sw.js' }, unregister: keep, update },
          ]),
      },
    });
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { keys: () => Promise.resolve(['build-1', 'rally-precache-v1']), delete: remove });
    const reload = vi.fn();
    try {
      await clearAndReload(undefined, reload);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(unregister).toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('build-1');
    expect(remove).toHaveBeenCalledWith('rally-precache-v1');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
