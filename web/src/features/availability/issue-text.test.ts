import { describe, expect, it } from 'vitest';
import { availabilityErrors, dateSpecificEntry, hhmm } from '@shared/schemas/availability';
import { activateLocale } from '@web/lib/i18n';
import { availabilityErrorTexts, availabilityInlineTexts, issueText } from './issue-text';

describe('availability rule messages', () => {
  it('keeps the English of every rule word for word as the shared schema says it', async () => {
    await activateLocale('en');
    for (const key of Object.keys(availabilityErrors) as (keyof typeof availabilityErrors)[]) {
      expect(issueText(availabilityErrors[key])).toBe(availabilityErrors[key]);
      expect(availabilityErrorTexts[key].message).toBe(availabilityErrors[key]);
    }
  });

  it('knows the messages the schema writes inline', () => {
    const inline = availabilityInlineTexts.map((text) => text.message);
    expect(inline).toContain(hhmm.safeParse('7pm').error?.issues[0]?.message);
    const trip = dateSpecificEntry(() => '2026-01-01').safeParse({
      id: 'x',
      date: '2026-02-01',
      endDate: null,
      timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
      dailyTimeRanges: [],
      isTraveling: true,
      location: { city: 'Austin', state: 'TX', country: 'US', lat: 30.27, lng: -97.74, formattedAddress: 'Austin, TX, USA' },
    });
    expect(inline).toContain(trip.error?.issues.find((issue) => issue.path[0] === 'endDate')?.message);
  });

  it('shows a rule in Spanish when Spanish is chosen, and a message it does not know as it came', async () => {
    await activateLocale('es');
    try {
      expect(issueText(availabilityErrors.startRequired)).toBe('La hora de inicio es obligatoria.');
      expect(issueText('Availability is private')).toBe('Availability is private');
    } finally {
      await activateLocale('en');
    }
  });
});
