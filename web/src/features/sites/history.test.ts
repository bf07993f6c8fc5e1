import { describe, expect, it } from 'vitest';
import { limits } from '@shared/constants/limits';
import { canRedo, canUndo, record, redo, startHistory, undo } from './history';

const recordAll = (values: number[]) => values.reduce((h, v) => record(h, v), startHistory(0));

describe('the builder history', () => {
  it('keeps 25 states: recording the 26th drops the oldest', () => {
    expect(limits.stateHistory).toBe(25);
    const full = recordAll(Array.from({ length: 24 }, (_, i) => i + 1));
    expect([...full.past, full.present]).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const over = record(full, 25);
    expect([...over.past, over.present]).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // So 24 undos reach the oldest kept state, and no further.
    let h = over;
    for (let i = 0; i < 30; i++) h = undo(h);
    expect(h.present).toBe(1);
    expect(canUndo(h)).toBe(false);
  });

  it('undoes and redoes in order, and a new change clears what could be redone', () => {
    let h = recordAll([1, 2, 3]);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect(h.present).toBe(9);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('ignores a state equal to the present and steps that have nothing to do', () => {
    const h = record(startHistory({ title: 'A' }), { title: 'A' });
    expect(h.past).toEqual([]);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });
});
