import { describe, expect, it } from 'vitest';
import type { ActivitySubscriptionItem } from '../../data/activity-subscriptions';
import type { EventItem } from '../../data/events';
import { byUser, DIGEST_MAX_EVENTS, isActive, matchingEvents, mergeDigest, placesLabel } from './send-digests';

const event = (id: string, patch: Partial<EventItem> = {}) =>
  ({
    eventId: id,
    title: `Game ${id}`,
    gameType: 'Basketball',
    dateStart: '2026-12-01T18:00:00.000Z',
    createdAt: '2026-11-24T12:00:00.000Z',
    location: { name: 'Court', lat: 0, lng: 0 },
    ...patch,
  }) as EventItem;

const sub = (userId: string, subscriptionId: string) => ({ userId, subscriptionId }) as ActivitySubscriptionItem;

async function* pages<T>(...list: T[][]) {
  for (const page of list) yield page;
}
const collect = async <T>(gen: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of gen) out.push(item);
  return out;
};

describe('matchingEvents', () => {
  const since = { activities: ['Basketball', 'chess'], lastDigestAt: '2026-11-24T00:00:00.000Z' };

  it('keeps events created after the last digest, of a subscribed activity (any case)', () => {
    const list = [
      event('new'),
      event('old', { createdAt: '2026-11-23T23:59:59.000Z' }),
      event('chess', { gameType: 'Chess' }),
      event('soccer', { gameType: 'Soccer' }),
    ];
    expect(matchingEvents(since, list).map((e) => e.eventId)).toEqual(['new', 'chess']);
  });

  it('never repeats an event created exactly at the last digest', () => {
    expect(matchingEvents(since, [event('edge', { createdAt: since.lastDigestAt })])).toEqual([]);
  });
});

describe('mergeDigest', () => {
  it('lists an event matched by two subscriptions once, soonest first', () => {
    const a = event('a', { dateStart: '2026-12-03T00:00:00.000Z' });
    const b = event('b', { dateStart: '2026-12-01T00:00:00.000Z' });
    expect(mergeDigest([[a, b], [b]]).map((e) => e.eventId)).toEqual(['b', 'a']);
  });

  it(`caps the digest at ${DIGEST_MAX_EVENTS} events`, () => {
    const many = Array.from({ length: 30 }, (_, i) => event(`e${i}`, { dateStart: `2026-12-${String(i + 1).padStart(2, '0')}T00:00:00.000Z` }));
    const merged = mergeDigest([many]);
    expect(merged).toHaveLength(DIGEST_MAX_EVENTS);
    expect(merged[0]!.eventId).toBe('e0');
  });
});

describe('byUser', () => {
  it('groups one person’s subscriptions even across a page boundary', async () => {
    const groups = await collect(byUser(pages([sub('a', '1'), sub('b', '1')], [sub('b', '2'), sub('c', '1')], [sub('c', '2')])));
    expect(groups.map((g) => g.map((s) => `${s.userId}${s.subscriptionId}`))).toEqual([['a1'], ['b1', 'b2'], ['c1', 'c2']]);
  });

  it('yields nothing for no pages', async () => {
    expect(await collect(byUser(pages()))).toEqual([]);
  });
});

describe('isActive and placesLabel', () => {
  it('applies a temporary subscription only between its dates', () => {
    expect(isActive({ startDate: 10, endDate: 20 }, 15)).toBe(true);
    expect(isActive({ startDate: 10, endDate: 20 }, 9)).toBe(false);
    expect(isActive({ startDate: 10, endDate: 20 }, 21)).toBe(false);
    expect(isActive({}, 0)).toBe(true);
  });

  it('names every place once', () => {
    expect(placesLabel(['Denver, CO'])).toBe('Denver, CO');
    expect(placesLabel(['Denver, CO', 'Denver, CO', 'Boulder, CO'])).toBe('Denver, CO and Boulder, CO');
    expect(placesLabel(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
