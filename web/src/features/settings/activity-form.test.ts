import { describe, expect, it } from 'vitest';
import { activityMessages } from '@shared/schemas/activity-subscription';
import { emptyForm, formErrors, fromDateText, fromEntry, isTemporary, setTemporary, toEntry, upsert, withoutEntry } from './activity-form';

const address = { name: 'Limon, CO', description: 'Limon, CO', lat: 39.26, lng: -103.69 };
const valid = { ...emptyForm(), address, activities: ['Tennis'] };

describe('activity subscription form rules', () => {
  it('starts empty with a 15 mile radius (add mode) and loads an entry (edit mode)', () => {
    expect(emptyForm()).toEqual({ id: null, address: null, radius: 15, activities: [], startDate: '', endDate: '' });
    const entry = { id: 5, address, radius: 20, activities: ['Soccer'], startDate: null, endDate: null };
    expect(fromEntry(entry)).toMatchObject({ id: 5, radius: 20, activities: ['Soccer'], startDate: '', endDate: '' });
  });

  it('turning temporary on sets the start to today and clears the end; off clears both', () => {
    const on = setTemporary({ ...valid, endDate: '2026-12-31' }, true, new Date(2026, 10, 25, 15));
    expect(on).toMatchObject({ startDate: '2026-11-25', endDate: '' });
    expect(isTemporary(on)).toBe(true);
    expect(setTemporary({ ...on, endDate: '2026-12-01' }, false)).toMatchObject({ startDate: '', endDate: '' });
    expect(isTemporary({ startDate: '', endDate: '2026-12-01' })).toBe(true);
    expect(isTemporary({ startDate: '', endDate: '' })).toBe(false);
  });

  it('needs a chosen location, a whole radius of 1–50 miles and an activity', () => {
    expect(formErrors(valid)).toEqual({});
    expect(formErrors({ ...valid, address: null }).address).toBe(activityMessages.invalidLocation);
    expect(formErrors({ ...valid, radius: 0 }).radius).toBe(activityMessages.radius);
    expect(formErrors({ ...valid, radius: 51 }).radius).toBe(activityMessages.radius);
    expect(formErrors({ ...valid, activities: [] }).activities).toBe(activityMessages.activities);
    expect(formErrors({ ...valid, startDate: '2026-12-10', endDate: '2026-12-01' }).endDate).toBe(activityMessages.endBeforeStart);
  });

  it('a new entry takes the creation time as id; end dates run to the end of the day', () => {
    const entry = toEntry({ ...valid, startDate: '2026-12-01', endDate: '2026-12-01' }, 1_764_000_000_000);
    expect(entry.id).toBe(1_764_000_000_000);
    expect(entry.endDate! - entry.startDate!).toBe(24 * 3600 * 1000 - 1);
    expect(fromDateText('12/01/2026')).toBeNull();
  });

  it('save appends or replaces by id; delete removes', () => {
    const a = { id: 1, address, radius: 15, activities: ['Tennis'], startDate: null, endDate: null };
    const b = { ...a, id: 2 };
    expect(upsert([a], b).map((s) => s.id)).toEqual([1, 2]);
    expect(upsert([a, b], { ...a, radius: 30 })).toEqual([{ ...a, radius: 30 }, b]);
    expect(withoutEntry([a, b], 1)).toEqual([b]);
  });
});
