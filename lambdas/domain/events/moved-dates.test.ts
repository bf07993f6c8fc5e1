import { describe, expect, it } from 'vitest';
import { dateChanges } from './moved-dates';

const now = Date.parse('2026-12-01T00:00:00Z');
const at = (day: number, hour = 18) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();

describe('dateChanges', () => {
  it('moves a one-off game to its new time', () => {
    expect(dateChanges([at(5)], [at(5, 19)], now)).toEqual({ moved: [{ from: at(5), to: at(5, 19) }], dropped: [] });
  });

  it('pairs a shifted series date by date, in order', () => {
    expect(dateChanges([at(5), at(12), at(19)], [at(6), at(13), at(20)], now).moved).toEqual([
      { from: at(5), to: at(6) },
      { from: at(12), to: at(13) },
      { from: at(19), to: at(20) },
    ]);
  });

  it('leaves kept dates alone and drops a date left out, never moving it onto the next one', () => {
    expect(dateChanges([at(5), at(12), at(19)], [at(5), at(19)], now)).toEqual({ moved: [], dropped: [at(12)] });
  });

  it('drops the tail of a shortened series and moves nothing when a series only grows', () => {
    expect(dateChanges([at(5), at(12), at(19)], [at(5)], now).dropped).toEqual([at(12), at(19)]);
    expect(dateChanges([at(5)], [at(5), at(12)], now)).toEqual({ moved: [], dropped: [] });
  });

  it('never touches dates already started: they are history', () => {
    const past = new Date(now - 86_400_000).toISOString();
    expect(dateChanges([past, at(5)], [at(6)], now)).toEqual({ moved: [{ from: at(5), to: at(6) }], dropped: [] });
  });
});
