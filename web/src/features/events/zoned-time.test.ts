import { describe, expect, it } from 'vitest';
import { isoToWallTime, wallTimeToIso, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('sends a Denver winter evening with its -07:00 offset', () => {
    expect(wallTimeToIso('2026-12-05', '18:30', 'America/Denver')).toBe('2026-12-05T18:30:00-07:00');
  });

  it('uses the summer offset in summer', () => {
    expect(wallTimeToIso('2027-07-04', '09:00', 'America/Denver')).toBe('2027-07-04T09:00:00-06:00');
  });

  it('handles zones east of Greenwich and half-hour offsets', () => {
    expect(wallTimeToIso('2026-12-05', '08:00', 'Europe/Berlin')).toBe('2026-12-05T08:00:00+01:00');
    expect(wallTimeToIso('2026-12-05', '08:00', 'Asia/Kolkata')).toBe('2026-12-05T08:00:00+05:30');
    expect(wallTimeToIso('2026-12-05', '08:00', 'UTC')).toBe('2026-12-05T08:00:00+00:00');
  });

  it('moves a time skipped by the spring-forward gap to after the gap', () => {
    // 2027-03-14 02:30 does not exist in Denver (clocks jump from 02:00 to 03:00).
    const iso = wallTimeToIso('2027-03-14', '02:30', 'America/Denver')!;
    expect(isoToWallTime(iso, 'America/Denver')).toEqual({ date: '2027-03-14', time: '03:30' });
  });

  it('reads an instant back as the wall time in the event zone', () => {
    expect(isoToWallTime('2026-12-06T01:30:00.000Z', 'America/Denver')).toEqual({ date: '2026-12-05', time: '18:30' });
    expect(isoToWallTime('2026-12-06T01:30:00.000Z', 'UTC')).toEqual({ date: '2026-12-06', time: '01:30' });
  });

  it('refuses an empty date or time', () => {
    expect(wallTimeToIso('', '18:30', 'UTC')).toBeUndefined();
    expect(wallTimeToIso('2026-12-05', '', 'UTC')).toBeUndefined();
  });

  it('knows the offset of a zone at an instant', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-12-05T12:00:00Z'), 'America/Denver')).toBe(-420);
    expect(zoneOffsetMinutes(Date.parse('2026-07-05T12:00:00Z'), 'America/Denver')).toBe(-360);
  });
});

describe('zoned time in autumn', () => {
  it('takes the first of a repeated wall time', () => {
    // 2026-11-01 01:30 happens twice in Denver; the first is MDT (-06:00).
    expect(wallTimeToIso('2026-11-01', '01:30', 'America/Denver')).toBe('2026-11-01T01:30:00-06:00');
  });
});
