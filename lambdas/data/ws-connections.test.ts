import { describe, expect, it } from 'vitest';
import { readPresence } from './ws-connections';

describe('a presence item as a push reads it', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const minutesAgo = (m: number) => now - m * 60_000;

  it('lists the connections younger than a connection lives, with when each connected', () => {
    const { live, expired } = readPresence([`${minutesAgo(5)}.L0SM9cOFvHcCIhw=`, `${minutesAgo(119)}.a.b`], now);
    expect(live).toEqual([
      { connectionId: 'L0SM9cOFvHcCIhw=', connectedAt: minutesAgo(5) },
      { connectionId: 'a.b', connectedAt: minutesAgo(119) },
    ]);
    expect(expired).toEqual([]);
  });

  it('sets aside entries from connections that ended without a goodbye, and any it cannot read', () => {
    const { live, expired } = readPresence([`${minutesAgo(121)}.old`, 'no-time', '.x', `${minutesAgo(1)}.new`], now);
    expect(live.map((c) => c.connectionId)).toEqual(['new']);
    expect(expired).toEqual([`${minutesAgo(121)}.old`, 'no-time', '.x']);
  });

  it('reads a person who never connected as away', () => {
    expect(readPresence(undefined, now)).toEqual({ live: [], expired: [] });
  });
});
