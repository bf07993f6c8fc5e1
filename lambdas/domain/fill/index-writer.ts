import { availability } from '../../data/availability';
import { fill } from '../../data/fill';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { upcomingEntries } from '../availability/upcoming';
import { fillPersonOf, slotRowsOf } from './slots';

/**
 * Rebuild one person's items in the availability index from their profile and availability
 * record as stored now. Called after every write of either that the index reads (hours,
 * privacy, go-to city, interests, activity subscriptions, birthdate); a person without a
 * profile or a record has no items.
 */
export async function reindexPerson(uid: string): Promise<number> {
  const [user, record] = await Promise.all([users.get(uid), availability.get(uid)]);
  const rows = user && record ? slotRowsOf(fillPersonOf(user), { ...record, dateSpecific: upcomingEntries(record.dateSpecific) }) : [];
  await fill.replaceSlots(uid, rows);
  logger.info('fill index rebuilt', { uid, items: rows.length });
  return rows.length;
}
