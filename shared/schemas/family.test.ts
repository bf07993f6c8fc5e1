import { describe, expect, it } from 'vitest';
import { canLookUp, familyLookupQuery } from './family';

describe('family member search query', () => {
  it('needs at least 3 characters (spec §9 search minimum)', () => {
    expect(familyLookupQuery.safeParse({ q: 'ab' }).success).toBe(false);
    expect(familyLookupQuery.safeParse({ q: 'abc' }).success).toBe(true);
  });
});

describe('canLookUp', () => {
  it('waits for a whole e-mail address before searching by e-mail', () => {
    expect(canLookUp('pat@')).toBe(false);
    expect(canLookUp('pat@example')).toBe(false);
    expect(canLookUp('pat@example.')).toBe(false);
    expect(canLookUp('pat@example.com')).toBe(true);
    expect(canLookUp('  pat@example.com  ')).toBe(true);
  });

  it('searches by id only for text shaped like one, from 3 characters', () => {
    expect(canLookUp('ab')).toBe(false);
    expect(canLookUp('abc')).toBe(true);
    expect(canLookUp('0b7c1e6a-2f7e-4e1b-9d8a-5c1f3e2d4b6a')).toBe(true);
    expect(canLookUp('not an id')).toBe(false);
    expect(canLookUp('x'.repeat(65))).toBe(false);
  });
});
