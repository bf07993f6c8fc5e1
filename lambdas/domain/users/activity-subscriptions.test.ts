import { describe, expect, it } from 'vitest';
import { changedSubscriptions } from './activity-subscriptions';

const base = {
  id: 1,
  address: { name: 'Limon, CO', description: 'Limon, CO, USA', lat: 39.26, lng: -103.69 },
  radius: 15,
  activities: ['Tennis'],
  startDate: null,
  endDate: null,
};

describe('which saved subscriptions get a confirmation', () => {
  it('new and changed entries, not unchanged or deleted ones', () => {
    const edited = { ...base, id: 2, radius: 20 };
    const added = { ...base, id: 3 };
    expect(changedSubscriptions([base, { ...edited, radius: 10 }, { ...base, id: 4 }], [base, edited, added]).map((s) => s.id)).toEqual([2, 3]);
  });

  it('ignores the key order a stored map comes back in', () => {
    const stored = JSON.parse(
      '{"endDate":null,"activities":["Tennis"],"radius":15,"startDate":null,"address":{"lng":-103.69,"lat":39.26,"description":"Limon, CO, USA","name":"Limon, CO"},"id":1}',
    ) as typeof base;
    expect(changedSubscriptions([stored], [base])).toEqual([]);
  });
});
