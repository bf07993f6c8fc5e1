import type { ItemOf } from './entities/table';
import type { Event } from './entities/event';
import { db } from './service';

type EventItem = ItemOf<typeof Event>;

/** A day: a follow-up left behind is finished within minutes; the record is only its note. */
const KEEP_SECONDS = 86_400;

/** Access patterns for unfinished event edits (docs/data-model.md). */
export const eventEdits = {
  /** Note an edit about to save `version` of the event, with the event as it was. */
  async open(before: EventItem, version: number): Promise<void> {
    await db()
      .entities.eventEdit.put({ eventId: before.eventId, version, before: JSON.stringify(before), expiresAt: Math.floor(Date.now() / 1000) + KEEP_SECONDS })
      .go({ response: 'none' });
  },

  /** The event as it was before the edit that saves `version`, while that edit's follow-up is unfinished. */
  async before(eventId: string, version: number): Promise<EventItem | null> {
    const { data } = await db().entities.eventEdit.get({ eventId, version }).go({ consistent: true });
    return data ? (JSON.parse(data.before) as EventItem) : null;
  },

  /** The edit's follow-up is done (or there is none to do). */
  async close(eventId: string, version: number): Promise<void> {
    await db().entities.eventEdit.delete({ eventId, version }).go({ response: 'none' });
  },
};
