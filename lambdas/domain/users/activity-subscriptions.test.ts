import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates';
import { confirmationData } from './activity-subscriptions';

const base = {
  id: 1,
  address: { name: 'Limon, CO', description: 'Limon, CO, USA', lat: 39.26, lng: -103.69 },
  radius: 15,
  activities: ['Tennis'],
  startDate: null,
  endDate: null,
};
const mailOf = (list: (typeof base)[]) =>
  renderMail({ to: 'a@example.com', template: { name: 'activity-subscription-confirmation', data: confirmationData('Ana', list) } }, 'http://x');

describe('the confirmation mailed after every subscription save', () => {
  it('lists every subscription the person has after the save, unchanged ones too', () => {
    const text = mailOf([base, { ...base, id: 2, radius: 30, activities: ['Soccer', 'Padel'] }]).text;
    expect(text).toContain('- Tennis within 15 miles of Limon, CO');
    expect(text).toContain('- Soccer, Padel within 30 miles of Limon, CO');
  });

  it("keeps the spec's fields for the first entry", () => {
    expect(confirmationData('Ana', [base])).toMatchObject({ firstName: 'Ana', activitiesList: 'Tennis', city: 'Limon, CO', radius: 15 });
    expect(mailOf([base]).text).toContain("We'll let you know about Tennis within 15 miles of Limon, CO.");
  });

  it('says nothing is subscribed after a save that removed the last one', () => {
    expect(mailOf([]).text).toContain('You have no activity subscriptions now');
  });
});
