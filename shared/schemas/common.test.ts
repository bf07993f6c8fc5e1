import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isoDateTime, jsonBytes, latitude, queryNumber, radiusMilesQuery, storable, withinKb } from './common';
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

describe('what the table can store', () => {
  it('refuses a date-time whose UTC form leaves the four-digit years, which an offset can do to 9999-12-31', () => {
    expect(isoDateTime.safeParse('9999-12-31T23:00:00-05:00').error?.issues[0]?.message).toBe('Use a date between the years 1900 and 9998');
    expect(isoDateTime.safeParse('1899-12-31T23:59:59Z').success).toBe(false);
    expect(isoDateTime.parse('2027-03-01T18:00:00-07:00')).toBe('2027-03-01T18:00:00-07:00');
  });

  it('refuses numbers DynamoDB or the SDK cannot store, and keeps every ordinary one', () => {
    expect(latitude.safeParse(1e-200).error?.issues[0]?.message).toBe('This number is out of range');
    expect(storable().safeParse(1e16).success).toBe(false);
    for (const ok of [0, -0.000001, 39.7392, Number.MAX_SAFE_INTEGER]) expect(storable().parse(ok)).toBe(ok);
  });

  it('caps a stored part by its size as JSON, naming the field', () => {
    const body = z.object({ notes: withinKb(z.string(), 1) });
    expect(body.safeParse({ notes: 'é'.repeat(600) }).error?.issues).toEqual([expect.objectContaining({ path: ['notes'], message: 'Too large to save: at most 1 KB' })]);
    expect(body.parse({ notes: 'é'.repeat(500) }).notes).toHaveLength(500);
    expect(jsonBytes({ a: 'é' })).toBe(10);
  });
});
