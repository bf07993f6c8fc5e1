import { describe, expect, it } from 'vitest';
import { queryNumber, radiusMilesQuery } from './common';
import { fillCandidatesQuery } from './fill';

describe('numbers in a query string', () => {
  it('says "Must be a number" for words, not the type names zod would use', () => {
    for (const bad of ['abc', 'Infinity']) expect(queryNumber.safeParse(bad).error?.issues[0]?.message).toBe('Must be a number');
    expect(fillCandidatesQuery.safeParse({ limit: 'abc' }).error?.issues).toEqual([expect.objectContaining({ path: ['limit'], message: 'Must be a number' })]);
  });

  it('reads digits, and keeps the range rule of the field', () => {
    expect(queryNumber.parse('12')).toBe(12);
    expect(radiusMilesQuery.safeParse('80').error?.issues[0]?.message).toBe('Radius must be between 1 and 50 miles');
  });
});
