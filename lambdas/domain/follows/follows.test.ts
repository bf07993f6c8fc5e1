import { describe, expect, it } from 'vitest';
import type { EventItem } from '../../data/events';
import { nextEventsOf } from './follows';

const now = Date.parse('2026-11-27T12:00:00.000Z');

const event = (eventId: string, dateStart: string, patch: Partial<EventItem> = {}): EventItem =>
  ({
    eventId,
    title: eventId,
    gameType: 'Tennis',
    dateStart,
    timeZone: 'UTC',
    creatorId: 'host',
    location: { name: 'Courts', lat: 39.7, lng: -104.9 },
    cancelled: false,
    isPrivate: false,
    ...patch,
  }) as EventItem;

describe('nextEventsOf', () => {
  it('keeps public, not cancelled events still ahead, soonest first, three at most', () => {
    const list = [
      event('later', '2026-12-05T18:00:00.000Z'),
      event('past', '2026-11-20T18:00:00.000Z'),
      event('private', '2026-11-28T18:00:00.000Z', { isPrivate: true }),
      event('cancelled', '2026-11-28T18:00:00.000Z', { cancelled: true }),
      event('soon', '2026-11-28T18:00:00.000Z'),
      event('middle', '2026-12-01T18:00:00.000Z'),
      event('last', '2026-12-09T18:00:00.000Z'),
    ];
    expect(nextEventsOf(list, now).map((e) => e.id)).toEqual(['soon', 'middle', 'later']);
  });

  it('dates a weekly series by its next occurrence, not its first', () => {
    const weekly = event('weekly', '2026-11-13T18:00:00.000Z', {
      reoccurringInfo: { frequency: 'weekly', endDate: '2026-12-31' },
    });
    const [next] = nextEventsOf([weekly], now);
    expect(next?.dateStart).toBe('2026-11-27T18:00:00.000Z');
  });
});
