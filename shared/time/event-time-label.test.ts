import { describe, expect, it } from 'vitest';
import { eventTimeLabel, formatEventTime } from './event-time-label';

// 7 pm in Denver on 5 December 2026 (MST, -7).
const DENVER_EVENING = '2026-12-06T02:00:00.000Z';

describe('formatEventTime', () => {
  it('writes the time in the event zone with its abbreviation and the viewer’s time beside it', () => {
    expect(formatEventTime(DENVER_EVENING, 'America/Denver', { viewerZone: 'America/New_York' })).toBe(
      'Sat, Dec 5, 7:00 PM MST (9:00 PM your time)',
    );
  });

  it('writes only the event zone when the viewer is in it or the viewer is unknown (an e-mail)', () => {
    expect(formatEventTime(DENVER_EVENING, 'America/Denver', { viewerZone: 'America/Denver' })).toBe('Sat, Dec 5, 7:00 PM MST');
    expect(formatEventTime(DENVER_EVENING, 'America/Denver')).toBe('Sat, Dec 5, 7:00 PM MST');
  });

  it('writes only the event zone when another zone’s clock reads the same (Phoenix in winter)', () => {
    expect(eventTimeLabel(DENVER_EVENING, 'America/Denver', { viewerZone: 'America/Phoenix' })).toEqual({
      inZone: 'Sat, Dec 5, 7:00 PM MST',
    });
  });

  it('names the viewer’s day when it differs from the event’s', () => {
    expect(formatEventTime(DENVER_EVENING, 'America/Denver', { viewerZone: 'Europe/London', withYear: true })).toBe(
      'Sat, Dec 5, 2026, 7:00 PM MST (Sun, Dec 6, 2:00 AM your time)',
    );
  });

  it('follows summer time in the event zone', () => {
    expect(formatEventTime('2027-07-04T01:00:00.000Z', 'America/Denver', { viewerZone: 'America/Los_Angeles' })).toBe(
      'Sat, Jul 3, 7:00 PM MDT (6:00 PM your time)',
    );
  });

  it('falls back to UTC for a zone the platform does not know and keeps a value that is not a date', () => {
    expect(formatEventTime(DENVER_EVENING, 'Mars/Olympus')).toBe('Sun, Dec 6, 2:00 AM UTC');
    expect(formatEventTime('soon', 'America/Denver')).toBe('soon');
  });

  it('writes both parts in the reader’s language when given one', () => {
    const label = eventTimeLabel(DENVER_EVENING, 'America/Denver', {
      viewerZone: 'America/New_York',
      intlLocale: 'es-419',
      yourTimeText: (time) => `${time} en tu zona horaria`,
    });
    expect(label.inZone).toMatch(/^sáb/);
    expect(label.yourTime).toMatch(/^9:00\s?p\.\s?m\. en tu zona horaria$/);
  });
});
