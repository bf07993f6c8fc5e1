import type { EventSummaryDto } from '@shared/schemas/event';
import type { EventItem } from '../../data/events';

/** One event of a list at the occurrence the list shows. */
export interface SlotRow {
  e: EventItem;
  occurrence: string;
}

export type GroupedRow<R extends SlotRow> = R & { others: R[] };

/** A slot group is one host's: the same name from two hosts is two groups. Case and edge spaces do not split a group. */
function groupKey(e: EventItem): string | null {
  const name = e.eventSlotGroup?.trim();
  return name ? `${e.creatorId}\u0000${name.toLowerCase()}` : null;
}

/**
 * THE slot-group rule ("Events in the same slot group are shown together"): in any list of events,
 * the events one host put in one slot group fold into the first of them in list order, which
 * carries the rest (list order kept) and takes one place in the list. Applied before paging, so a
 * group is never split across pages and the total counts places, not events.
 */
export function groupSlots<R extends SlotRow>(rows: readonly R[]): Array<GroupedRow<R>> {
  const leads = new Map<string, GroupedRow<R>>();
  const out: Array<GroupedRow<R>> = [];
  for (const row of rows) {
    const key = groupKey(row.e);
    const lead = key ? leads.get(key) : undefined;
    if (lead) {
      lead.others.push(row);
      continue;
    }
    const grouped = { ...row, others: [] as R[] };
    if (key) leads.set(key, grouped);
    out.push(grouped);
  }
  return out;
}

/** The summary's slotGroup for a folded row; none when the event stands alone in the list. */
export function slotGroupOf(row: GroupedRow<SlotRow>): EventSummaryDto['slotGroup'] {
  if (row.others.length === 0) return undefined;
  return {
    name: row.e.eventSlotGroup!.trim(),
    others: row.others.map(({ e, occurrence }) => ({
      id: e.eventId,
      title: e.title,
      dateStart: occurrence,
      cancelled: e.cancelled ?? false,
    })),
  };
}
