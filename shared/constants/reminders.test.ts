import { describe, expect, it } from 'vitest';
import { reminderChannels, reminderOffsets, reminderSlot } from './reminders';

const [day, twoHours] = reminderOffsets;

describe('reminder choices', () => {
  it('reminds 24 hours before on both channels and 2 hours before on none until chosen', () => {
    expect(reminderChannels({}, day)).toEqual({ email: true, push: true });
    expect(reminderChannels(undefined, twoHours)).toEqual({ email: false, push: false });
    expect(reminderChannels({ eventReminder2h: { email: true, push: false } }, twoHours)).toEqual({ email: true, push: false });
    expect(reminderChannels({ eventReminder24h: { email: false, push: false } }, day)).toEqual({ email: false, push: false });
  });

  it('puts an instant in the quarter hour it falls in', () => {
    expect(new Date(reminderSlot(Date.parse('2026-11-27T04:44:59.999Z'))).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    expect(new Date(reminderSlot(Date.parse('2026-11-27T04:45:00.000Z'))).toISOString()).toBe('2026-11-27T04:45:00.000Z');
  });
});
