import { describe, expect, it, vi } from 'vitest';
import { MotivationTracker, motivationIndex } from './motivation';

describe('motivationIndex', () => {
  it('sends for pages 2 to 6 only', () => {
    expect([0, 1, 2, 3, 6, 7, 2.5].map(motivationIndex)).toEqual([null, null, 2, 3, 6, null, null]);
  });
});

describe('MotivationTracker', () => {
  it('sends once with the page left on, then resets', () => {
    const send = vi.fn();
    const tracker = new MotivationTracker();
    tracker.setPage(3);
    expect(tracker.leave(send)).toBe(true);
    expect(send).toHaveBeenCalledWith(3);
    expect(tracker.leave(send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing from the first page or after the team was created', () => {
    const send = vi.fn();
    const tracker = new MotivationTracker();
    tracker.setPage(1);
    expect(tracker.leave(send)).toBe(false);
    tracker.setPage(6);
    tracker.markDone();
    expect(tracker.leave(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
