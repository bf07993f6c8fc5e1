import type { ItemOf } from './entities/table';
import type { Occurrence } from './entities/occurrence';
import type { Rsvp } from './entities/rsvp';
import { db, pagesOf, writeWithRetry } from './service';

export type RsvpItem = ItemOf<typeof Rsvp>;
export type OccurrenceItem = ItemOf<typeof Occurrence>;

/** Access patterns for RSVPs and the per-occurrence counters. */
export const rsvps = {
  async get(eventId: string, occurrence: string, userId: string): Promise<RsvpItem | null> {
    const { data } = await db().entities.rsvp.get({ eventId, occurrence, userId }).go();
    return data;
  },

  /** Every RSVP of one occurrence. */
  async ofOccurrence(eventId: string, occurrence: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byEvent({ eventId, occurrence }).go({ pages: 'all' });
    return data;
  },

  /** Every RSVP of every occurrence of an event. */
  async ofEvent(eventId: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byEvent({ eventId }).go({ pages: 'all' });
    return data;
  },

  /** A person's RSVPs, by occurrence. */
  async ofUser(userId: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  /** A person's RSVPs to one event (every occurrence), by occurrence. */
  async ofUserForEvent(userId: string, eventId: string): Promise<RsvpItem[]> {
    const { data } = await db()
      .entities.rsvp.query.byUser({ userId })
      .where((a, op) => op.eq(a.eventId, eventId))
      .go({ pages: 'all' });
    return data;
  },

  /**
   * Everyone's RSVPs to occurrences starting in [from, to), one page at a time (byDay: one
   * partition per UTC day in the window), so a busy day never loads whole into memory.
   */
  async *startingBetween(from: string, to: string, pageSize = 100): AsyncGenerator<RsvpItem[]> {
    for (let day = Date.parse(from.slice(0, 10)); day <= Date.parse(to); day += 86_400_000) {
      const occurrenceDay = new Date(day).toISOString().slice(0, 10);
      const pages = pagesOf((cursor) =>
        db().entities.rsvp.query.byDay({ occurrenceDay }).between({ occurrence: from }, { occurrence: to }).go({ cursor, limit: pageSize }),
      );
      for await (const page of pages) {
        const inWindow = page.filter((r) => r.occurrence >= from && r.occurrence < to);
        if (inWindow.length) yield inWindow;
      }
    }
  },

  async counters(eventId: string, occurrence: string): Promise<OccurrenceItem> {
    const { data } = await db().entities.occurrence.get({ eventId, occurrence }).go({ consistent: true });
    return data ?? { eventId, occurrence, taken: 0, joined: 0, guests: 0, waitlisted: 0, pending: 0, held: 0, waitSeq: 0 };
  },

  /** Counters of several occurrences (of any events) in one BatchGet; missing ones are left out. */
  async countersMany(keys: Array<{ eventId: string; occurrence: string }>): Promise<OccurrenceItem[]> {
    if (!keys.length) return [];
    const { data } = await db().entities.occurrence.get(keys).go();
    return data;
  },

  /**
   * Join if the party fits: in one transaction, the counter's `taken` grows only while
   * `taken + party <= capacity` and nobody waits (no jumping the waitlist), and the RSVP is
   * created only if the person has none. 'full' or 'exists' otherwise.
   */
  async join(
    eventId: string,
    occurrence: string,
    userId: string,
    guests: number,
    capacity: number | null,
  ): Promise<'joined' | 'full' | 'exists'> {
    const party = 1 + guests;
    if (capacity !== null && party > capacity) return 'full';
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter
            .update({ eventId, occurrence })
            .add({ taken: party, joined: 1, guests })
            .where((a, op) =>
              capacity === null
                ? `(${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`
                : `(${op.notExists(a.taken)} OR ${op.lte(a.taken, capacity - party)}) AND (${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`,
            )
            .commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'joined', guests }).commit(),
        ])
        .go(),
    );
    if (result.ok) return 'joined';
    return /ConditionalCheckFailed/i.test(result.codes[1] ?? '') ? 'exists' : 'full';
  },

  /**
   * Hold a spot while the person pays (paid events): the very condition `join` writes under (the
   * party fits, nobody waits), so holds and joins share one capacity and can never oversell.
   */
  async hold(
    eventId: string,
    occurrence: string,
    userId: string,
    guests: number,
    capacity: number | null,
    hold: { holdUntilMs: number; paymentId: string },
  ): Promise<'held' | 'full' | 'exists'> {
    const party = 1 + guests;
    if (capacity !== null && party > capacity) return 'full';
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter
            .update({ eventId, occurrence })
            .add({ taken: party, held: 1 })
            .where((a, op) =>
              capacity === null
                ? `(${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`
                : `(${op.notExists(a.taken)} OR ${op.lte(a.taken, capacity - party)}) AND (${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`,
            )
            .commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'held', guests, ...hold }).commit(),
        ])
        .go(),
    );
    if (result.ok) return 'held';
    return /ConditionalCheckFailed/i.test(result.codes[1] ?? '') ? 'exists' : 'full';
  },

  /** A held spot was paid for: held → joined, only while it is still the hold of that payment. */
  async confirmHold(r: RsvpItem): Promise<boolean> {
    const guests = r.guests ?? 0;
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add({ held: -1, joined: 1, guests }).commit(),
          rsvp
            .patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .set({ status: 'joined' })
            .remove(['holdUntilMs'])
            .where((a, op) => `${op.eq(a.status, 'held')} AND ${op.eq(a.paymentId, r.paymentId ?? '')}`)
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Tie a held spot to the payment now being made for it (a promoted hold has none yet). */
  async attachPayment(r: RsvpItem, paymentId: string): Promise<boolean> {
    const { data } = await db()
      .entities.rsvp.patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
      .set({ paymentId })
      .where((a, op) => (r.paymentId ? `${op.eq(a.status, 'held')} AND ${op.eq(a.paymentId, r.paymentId)}` : `${op.eq(a.status, 'held')} AND ${op.notExists(a.paymentId)}`))
      .go({ response: 'none' })
      .then(
        () => ({ data: true }),
        (error: unknown) => {
          if (/ConditionalCheckFailed|conditional request failed/i.test(String(error))) return { data: false };
          throw error;
        },
      );
    return data;
  },

  /** Held spots of one occurrence whose deadline is past. */
  async expiredHolds(eventId: string, occurrence: string, nowMs: number): Promise<RsvpItem[]> {
    return (await rsvps.ofOccurrence(eventId, occurrence)).filter((r) => r.status === 'held' && (r.holdUntilMs ?? 0) <= nowMs);
  },

  /** Take a waitlist ticket (atomic counter: arrival order) and queue the RSVP. */
  async waitlist(eventId: string, occurrence: string, userId: string, guests: number): Promise<RsvpItem | 'exists'> {
    const ticket = await db()
      .entities.occurrence.update({ eventId, occurrence })
      .add({ waitSeq: 1 })
      .go({ response: 'updated_new' });
    const waitSeq = ticket.data.waitSeq!;
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId, occurrence }).add({ waitlisted: 1 }).commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'waitlisted', guests, waitSeq }).commit(),
        ])
        .go(),
    );
    if (!result.ok) return 'exists';
    return (await rsvps.get(eventId, occurrence, userId))!;
  },

  /** Ask the creator: a pending RSVP holds no spot. */
  async pend(eventId: string, occurrence: string, userId: string, guests: number): Promise<RsvpItem | 'exists'> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId, occurrence }).add({ pending: 1 }).commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'pending', guests }).commit(),
        ])
        .go(),
    );
    if (!result.ok) return 'exists';
    return (await rsvps.get(eventId, occurrence, userId))!;
  },

  /** Delete an RSVP and give back what it held, if it is still in the state read. */
  async remove(r: RsvpItem): Promise<boolean> {
    const status: RsvpItem['status'] = r.status;
    const delta = negate(countsOf(r));
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add(delta).commit(),
          rsvp
            .delete({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            // A hold is released only if it is still the one read (not paid, not given a new payment since).
            .where((a, op) =>
              r.status === 'held'
                ? `${op.eq(a.status, 'held')} AND ${r.paymentId ? op.eq(a.paymentId, r.paymentId) : op.notExists(a.paymentId)}`
                : op.eq(a.status, status),
            )
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /**
   * waitlisted or pending → joined (or → held until `holdUntilMs` on a paid event), if the party
   * fits (same capacity condition as join, minus the waitlist rule).
   */
  async admit(r: RsvpItem, capacity: number | null, holdUntilMs?: number): Promise<boolean> {
    const guests = r.guests ?? 0;
    const party = 1 + guests;
    if (capacity !== null && party > capacity) return false;
    const from = r.status;
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          (() => {
            const op = counter
              .update({ eventId: r.eventId, occurrence: r.occurrence })
              .add({
                taken: party,
                ...(holdUntilMs === undefined ? { joined: 1, guests } : { held: 1 }),
                ...(from === 'waitlisted' ? { waitlisted: -1 } : { pending: -1 }),
              });
            return capacity === null
              ? op.commit()
              : op.where((a, o) => `(${o.notExists(a.taken)} OR ${o.lte(a.taken, capacity - party)})`).commit();
          })(),
          rsvp
            .patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .set(holdUntilMs === undefined ? { status: 'joined' } : { status: 'held', holdUntilMs })
            .where((a, op) => op.eq(a.status, from))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /**
   * Hand an RSVP to another person as it stands (status, guests, waitlist ticket, arrival time) in
   * one transaction: the old one goes only if unchanged, the new one is created only if that
   * person has none, and the counters are not touched, so the spot is kept and never counted twice.
   */
  async transfer(r: RsvpItem, toUserId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ rsvp }) => [
          rsvp
            .delete({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .where((a, op) => op.eq(a.status, r.status))
            .commit(),
          rsvp.create(copyOf(r, { occurrence: r.occurrence, userId: toUserId })).commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /**
   * Carry an RSVP to another date of its event as it stands (an edit moved the date): in one
   * transaction the old one goes only if unchanged, the new one is created only if the person has
   * none there, and what it counts leaves one counter for the other. No capacity condition: the
   * people who had a spot keep it on the new date.
   */
  async move(r: RsvpItem, to: string): Promise<boolean> {
    const delta = countsOf(r);
    const negated = negate(delta);
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add(negated).commit(),
          counter.update({ eventId: r.eventId, occurrence: to }).add(delta).commit(),
          rsvp
            .delete({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .where((a, op) => op.eq(a.status, r.status))
            .commit(),
          rsvp.create({ ...copyOf(r, { occurrence: to, userId: r.userId }), movedFrom: r.occurrence }).commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Waitlist tickets go on from the moved date's last one, so the moved queue keeps its order ahead of newcomers. */
  async carryWaitSeq(eventId: string, to: string, waitSeq: number): Promise<void> {
    if (waitSeq <= 0) return;
    await db().entities.occurrence.update({ eventId, occurrence: to }).add({ waitSeq }).go({ response: 'none' });
  },

  /** pending → waitlisted with a fresh ticket (approved while full). */
  async pendingToWaitlist(r: RsvpItem): Promise<boolean> {
    const ticket = await db()
      .entities.occurrence.update({ eventId: r.eventId, occurrence: r.occurrence })
      .add({ waitSeq: 1 })
      .go({ response: 'updated_new' });
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add({ pending: -1, waitlisted: 1 }).commit(),
          rsvp
            .patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .set({ status: 'waitlisted', waitSeq: ticket.data.waitSeq! })
            .where((a, op) => op.eq(a.status, 'pending'))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },
};

/** What one RSVP adds to its occurrence's counter. */
function countsOf(r: RsvpItem): Partial<Record<'taken' | 'joined' | 'guests' | 'held' | 'waitlisted' | 'pending', number>> {
  const party = 1 + (r.guests ?? 0);
  if (r.status === 'joined') return { taken: party, joined: 1, guests: r.guests ?? 0 };
  if (r.status === 'held') return { taken: party, held: 1 };
  return r.status === 'waitlisted' ? { waitlisted: 1 } : { pending: 1 };
}

const negate = (counts: ReturnType<typeof countsOf>) => Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, -v]));

/** The same RSVP (status, guests, waitlist ticket, hold, arrival time) under another occurrence or person. */
function copyOf(r: RsvpItem, key: { occurrence: string; userId: string }) {
  return {
    eventId: r.eventId,
    ...key,
    status: r.status,
    guests: r.guests ?? 0,
    ...(r.waitSeq !== undefined ? { waitSeq: r.waitSeq } : {}),
    ...(r.holdUntilMs !== undefined ? { holdUntilMs: r.holdUntilMs } : {}),
    ...(r.paymentId ? { paymentId: r.paymentId } : {}),
    ...(r.createdAt ? { createdAt: r.createdAt } : {}),
  };
}
