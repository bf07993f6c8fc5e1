import { describe, expect, it } from 'vitest';
import { isAnnounceable, mayAnnounceJoin } from './announce';

describe('isAnnounceable', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const event = { isPrivate: false, cancelled: false, dateStart: '2026-11-26T12:00:00.000Z' };

  it('announces a public event with a date ahead', () => {
    expect(isAnnounceable(event, now)).toBe(true);
  });

  it('never announces a private, cancelled or past event', () => {
    expect(isAnnounceable({ ...event, isPrivate: true }, now)).toBe(false);
    expect(isAnnounceable({ ...event, cancelled: true }, now)).toBe(false);
    expect(isAnnounceable({ ...event, dateStart: '2026-11-24T12:00:00.000Z' }, now)).toBe(false);
  });

  it('announces a series whose last date is ahead even if its first has passed', () => {
    expect(isAnnounceable({ ...event, dateStart: '2026-11-01T12:00:00.000Z', lastOccurrenceMs: now + 1 }, now)).toBe(true);
  });
});

describe('mayAnnounceJoin', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('announces adults and people without a birthdate unless they opted out', () => {
    expect(mayAnnounceJoin({ birthdate: '1990-01-01' }, now)).toBe(true);
    expect(mayAnnounceJoin({}, now)).toBe(true);
    expect(mayAnnounceJoin({ birthdate: '1990-01-01', announceOnJoin: true }, now)).toBe(true);
    expect(mayAnnounceJoin({ birthdate: '1990-01-01', announceOnJoin: false }, now)).toBe(false);
  });
  it('never announces a minor, even one who left the toggle on', () => {
    expect(mayAnnounceJoin({ birthdate: '2011-05-01', announceOnJoin: true }, now)).toBe(false);
    expect(mayAnnounceJoin({ birthdate: '2008-11-27' }, now)).toBe(false);
    expect(mayAnnounceJoin({ birthdate: '2008-11-26' }, now)).toBe(true);
  });
});
