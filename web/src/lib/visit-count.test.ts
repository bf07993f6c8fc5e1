import { describe, expect, it } from 'vitest';
import { countVisit, readVisitCount, VISIT_COUNT_KEY } from './visit-count';

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the visit count', () => {
  it('counts a browser session once, however often it asks, and a new session again', () => {
    const local = memoryStore();
    const first = { local, session: memoryStore() };
    expect(countVisit(first)).toBe(1);
    expect(countVisit(first)).toBe(1);
    const second = { local, session: memoryStore() };
    expect(countVisit(second)).toBe(2);
    expect(readVisitCount(second)).toBe(2);
    expect(local.getItem(VISIT_COUNT_KEY)).toBe('2');
  });

  it('reads a missing or garbled count as no visits', () => {
    const local = memoryStore();
    expect(readVisitCount({ local, session: memoryStore() })).toBe(0);
    local.setItem(VISIT_COUNT_KEY, 'abc');
    expect(countVisit({ local, session: memoryStore() })).toBe(1);
  });

  it('counts nothing when storage is blocked, rather than failing the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(countVisit({ local: blocked, session: blocked })).toBe(0);
    expect(readVisitCount({ local: blocked, session: blocked })).toBe(0);
  });
});
