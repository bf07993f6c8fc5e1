import { describe, expect, it } from 'vitest';
import type { EventItem } from '../../data/events';
import { groupSlots, slotGroupOf } from './slot-groups';

const row = (
  eventId: string,
  creatorId: string,
  eventSlotGroup?: string,
  occurrence = `2026-12-0${eventId.slice(-1)}T18:00:00.000Z`,
) => ({
  e: { eventId, creatorId, title: `Game ${eventId}`, eventSlotGroup, cancelled: eventId === 'e3' } as unknown as EventItem,
  occurrence,
});

describe('groupSlots', () => {
  it("folds one host's events of a slot group into the first in list order, keeping the others' order", () => {
    const rows = [row('e1', 'ann', 'Court A'), row('e2', 'bob'), row('e3', 'ann', ' court a '), row('e4', 'ann', 'Court A')];
    const grouped = groupSlots(rows);
    expect(grouped.map((g) => g.e.eventId)).toEqual(['e1', 'e2']);
    expect(grouped[0]!.others.map((o) => o.e.eventId)).toEqual(['e3', 'e4']);
    expect(slotGroupOf(grouped[0]!)).toEqual({
      name: 'Court A',
      others: [
        { id: 'e3', title: 'Game e3', dateStart: '2026-12-03T18:00:00.000Z', cancelled: true },
        { id: 'e4', title: 'Game e4', dateStart: '2026-12-04T18:00:00.000Z', cancelled: false },
      ],
    });
    expect(slotGroupOf(grouped[1]!)).toBeUndefined();
  });

  it('keeps two hosts’ groups of the same name apart and leaves ungrouped events alone', () => {
    const grouped = groupSlots([row('e1', 'ann', 'Slot'), row('e2', 'bob', 'Slot'), row('e3', 'ann'), row('e4', 'ann')]);
    expect(grouped.map((g) => [g.e.eventId, g.others.length])).toEqual([
      ['e1', 0],
      ['e2', 0],
      ['e3', 0],
      ['e4', 0],
    ]);
  });
});
