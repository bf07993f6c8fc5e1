import { describe, expect, it } from 'vitest';
import { ambassadorApplicationInput } from './ambassador';

const valid = {
  fullName: ' Amy Bassador ',
  city: 'Denver, CO',
  sports: ['Pickleball'],
  experience: 'none',
  hoursPerMonth: '4',
  motivation: 'I want more people playing pickleball in my town.',
};

describe('ambassadorApplicationInput', () => {
  it('trims text and reads the hours from a form field', () => {
    expect(ambassadorApplicationInput.parse(valid)).toMatchObject({ fullName: 'Amy Bassador', hoursPerMonth: 4 });
  });

  it.each([
    ['sports', { sports: [] }, 'Pick at least one sport'],
    ['sports', { sports: ['Pickleball', 'Tennis', 'Soccer', 'Golf', 'Hiking', 'Rugby'] }, 'Pick at most 5 sports'],
    ['hoursPerMonth', { hoursPerMonth: '81' }, 'At most 80 hours a month'],
    ['hoursPerMonth', { hoursPerMonth: '2.5' }, 'Enter whole hours'],
    ['experience', { experience: 'heaps' }, 'Choose how much you have organised'],
    ['motivation', { motivation: 'too short' }, 'Tell us a little more (at least 20 characters)'],
  ])('refuses a bad %s', (field, patch, message) => {
    const result = ambassadorApplicationInput.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
