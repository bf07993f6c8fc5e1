import { serverToday, type DateSpecificEntry } from '@shared/schemas/availability';

/** The last day an entry covers. */
const lastDay = (e: Pick<DateSpecificEntry, 'date' | 'endDate'>) => e.endDate ?? e.date;

/**
 * Entries still to come. "Today" is the server's earliest allowed date (yesterday in UTC): an
 * entry is dropped only once its last day is over in every time zone.
 */
export const upcomingEntries = (entries: DateSpecificEntry[], today = serverToday()) => entries.filter((e) => lastDay(e) >= today);
