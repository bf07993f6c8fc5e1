import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_CONTENT_MESSAGE } from './content';
import './profanity';
import { birthdate, profileEmail, profileGenders, updateProfileInput, yearsAgo } from './user';

const valid = {
  displayName: 'Alex',
  fullName: 'Alex Morgan',
  defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
};

/** Issues of one field when the valid profile has `patch` applied. */
function issuesFor(field: string, patch: Record<string, unknown>) {
  const result = updateProfileInput.safeParse({ ...valid, ...patch });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}
const accepts = (patch: Record<string, unknown>) => updateProfileInput.safeParse({ ...valid, ...patch }).success;

describe('the profile form rules (spec §5)', () => {
  it('accepts the smallest valid profile', () => {
    expect(updateProfileInput.safeParse(valid).success).toBe(true);
  });

  describe('display name: required, 2-25 characters', () => {
    it.each([
      [1, false],
      [2, true],
      [25, true],
      [26, false],
    ])('%i characters → accepted: %s', (length, ok) => {
      expect(accepts({ displayName: 'x'.repeat(length) })).toBe(ok);
    });

    it('says which limit was broken', () => {
      expect(issuesFor('displayName', { displayName: 'A' })).toEqual(['Must be at least 2 characters']);
      expect(issuesFor('displayName', { displayName: 'x'.repeat(26) })).toEqual(['Must be at most 25 characters']);
    });

    it('counts characters after trimming, so spaces cannot pad a name to length', () => {
      expect(accepts({ displayName: '  A  ' })).toBe(false);
    });

    it('is required', () => {
      const { displayName: _omit, ...rest } = valid;
      expect(updateProfileInput.safeParse(rest).success).toBe(false);
    });

    it('runs the content check with its message', () => {
      expect(issuesFor('displayName', { displayName: 'www.x.com' })).toEqual([NAME_CONTENT_MESSAGE]);
    });
  });

  describe('full name: required, 2-300 characters', () => {
    it.each([
      [1, false],
      [2, true],
      [300, true],
      [301, false],
    ])('%i characters → accepted: %s', (length, ok) => {
      expect(accepts({ fullName: 'x'.repeat(length) })).toBe(ok);
    });

    it.each(['www.x.com', 'http://spam.example', 'bob.com', 'bob@example.com', 'shit happens'])(
      'rejects %s with the content message',
      (fullName) => {
        expect(issuesFor('fullName', { fullName })).toEqual([NAME_CONTENT_MESSAGE]);
      },
    );

    it.each(['Dakota Johnson', 'Scunthorpe United', 'Emily Dickinson'])('accepts %s', (fullName) => {
      expect(accepts({ fullName })).toBe(true);
    });
  });

  describe('last name: optional, 1-100 characters', () => {
    it.each([
      ['an empty string', '', false],
      ['1 character', 'x', true],
      ['100 characters', 'x'.repeat(100), true],
      ['101 characters', 'x'.repeat(101), false],
    ])('%s → accepted: %s', (_label, lastName, ok) => {
      expect(accepts({ lastName })).toBe(ok);
    });

    it('may be left out or cleared with null', () => {
      expect(accepts({})).toBe(true);
      expect(accepts({ lastName: null })).toBe(true);
    });
  });

  describe('birthdate: optional, between 120 and 13 years ago', () => {
    // 01:00 UTC on 15 June 2025: 13 calendar years back hold 3 leap days and 120 hold 30, so an
    // average-year (365.2425-day) rule would wrongly refuse both exact birthdays at this hour.
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2025-06-15T01:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('rejects someone who is 12 years and 364 days old', () => {
      expect(birthdate.safeParse('2012-06-16').success).toBe(false);
      expect(issuesFor('birthdate', { birthdate: '2012-06-16' })).toEqual(['You must be at least 13 years old']);
    });

    it('accepts someone on their 13th birthday', () => {
      expect(birthdate.safeParse('2012-06-15').success).toBe(true);
    });

    it('accepts a birthdate exactly 120 years ago', () => {
      expect(birthdate.safeParse('1905-06-15').success).toBe(true);
    });

    it('rejects a birthdate 120 years and a day ago, and 121 years ago', () => {
      expect(birthdate.safeParse('1905-06-14').success).toBe(false);
      expect(birthdate.safeParse('1904-06-15').success).toBe(false);
      expect(issuesFor('birthdate', { birthdate: '1904-06-15' })).toEqual(['Birthdate cannot be more than 120 years ago']);
    });

    it('rejects text that is not a date', () => {
      expect(issuesFor('birthdate', { birthdate: '15/06/2000' })).toEqual(['Please enter a valid date']);
    });

    it('may be left out or cleared with null', () => {
      expect(accepts({ birthdate: null })).toBe(true);
    });

    it('lets a 29 February birthday turn 13 on 28 February of a common year', () => {
      vi.setSystemTime(new Date('2025-02-28T12:00:00Z'));
      expect(yearsAgo(13)).toBe('2012-02-28');
      vi.setSystemTime(new Date('2028-02-29T12:00:00Z'));
      expect(yearsAgo(13)).toBe('2015-02-28');
      expect(birthdate.safeParse('2015-02-28').success).toBe(true);
      expect(birthdate.safeParse('2015-03-01').success).toBe(false);
    });
  });

  describe('photo', () => {
    it.each(['https://images.example.com/me.png', '/avatars/fox.svg', '/avatars/blue-bird-2.svg'])('accepts %s', (photoURL) => {
      expect(accepts({ photoURL })).toBe(true);
    });

    it.each([
      'javascript:alert(1)',
      'http://images.example.com/me.png',
      'data:image/svg+xml,<svg/>',
      '/avatars/../secret.svg',
      '//evil.example/x.svg',
    ])('rejects %s', (photoURL) => {
      expect(accepts({ photoURL })).toBe(false);
    });
  });

  describe('phone', () => {
    it.each(['+1 (303) 555-0100', '303.555.0100', '3035550100', ''])('accepts %j', (phoneNumber) => {
      expect(accepts({ phoneNumber })).toBe(true);
    });

    it.each(['call me', '303-555-O100', '<script>', '1'.repeat(31)])('rejects %j', (phoneNumber) => {
      expect(accepts({ phoneNumber })).toBe(false);
    });
  });

  describe('gender', () => {
    it("accepts every value of the server list, 'Any' included (the form hides 'Any', the API does not)", () => {
      for (const gender of ['Any', ...profileGenders]) expect(accepts({ additionalInfo: { gender } }), gender).toBe(true);
    });

    it('rejects a value that is not on the list', () => {
      expect(accepts({ additionalInfo: { gender: 'Robot' } })).toBe(false);
    });

    it("offers the form every gender except 'Any'", () => {
      expect(profileGenders).not.toContain('Any');
      expect(profileGenders.length).toBeGreaterThan(0);
    });
  });

  describe('go-to city', () => {
    it('must be a chosen place with a name and coordinates', () => {
      expect(accepts({ defaultCity: { name: '', lat: 39.7, lng: -104.9 } })).toBe(false);
      expect(accepts({ defaultCity: { name: 'Denver, CO' } })).toBe(false);
      expect(accepts({ defaultCity: { name: 'Denver, CO', lat: 91, lng: 0 } })).toBe(false);
    });
  });

  describe('e-mail (the profile form field)', () => {
    it('needs a valid address of at most 100 characters', () => {
      expect(profileEmail.safeParse('alex@example.com').success).toBe(true);
      expect(profileEmail.safeParse('not-an-email').error?.issues[0]?.message).toBe('Please enter a valid email address');
      expect(profileEmail.safeParse(`${'a'.repeat(88)}@example.com`).success).toBe(true);
      expect(profileEmail.safeParse(`${'a'.repeat(89)}@example.com`).success).toBe(false);
    });
  });
});

