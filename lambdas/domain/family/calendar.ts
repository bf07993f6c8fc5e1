import { eventMessages } from '@shared/constants/messages';
import { findClashes } from '@shared/family/clashes';
import type {
  FamilyCalendarDto,
  FamilyCalendarItemDto,
  FamilyCalendarQuery,
  FamilyRsvpInput,
  FamilyRsvpResultsDto,
} from '@shared/schemas/family-calendar';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { users } from '../../data/users';
import { AppError, BadRequestError, ForbiddenError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { occurrencesOf } from '../events/event-dto';
import { rsvpEvent } from '../events/rsvp';
import { requireEvent } from '../events/access';
import { wardsOf } from '../privacy/minors';
import { nameSeenByOthers } from '../people/seen-by-others';

export const notYourWard = 'You can only RSVP for family members you are parent or guardian of';

type HouseholdPerson = FamilyCalendarDto['people'][number];

/** The caller and the minors they are parent or guardian of (the one guardian rule: privacy/minors). */
async function household(caller: Pick<Caller, 'uid'>): Promise<HouseholdPerson[]> {
  const [me, wards] = await Promise.all([users.get(caller.uid), wardsOf(caller.uid)]);
  return [
    { uid: caller.uid, name: nameSeenByOthers(me), driven: false },
    ...wards.map((w) => ({ uid: w.uid, name: nameSeenByOthers(w), driven: true })),
  ];
}

/** GET /api/family/wards */
export async function listWards(caller: Pick<Caller, 'uid'>) {
  const people = await household(caller);
  return { items: people.filter((p) => p.driven).map(({ uid, name }) => ({ uid, name })) };
}

/**
 * GET /api/family/calendar: every occurrence in the window that a household member joined or
 * hosts, once, with the household's people in it. A ward's private events are included: the
 * guardian answers for the minor's commitments. Cancelled events are left out (nobody goes).
 */
export async function familyCalendar(caller: Pick<Caller, 'uid'>, q: FamilyCalendarQuery): Promise<FamilyCalendarDto> {
  const fromMs = Date.parse(q.from);
  const toMs = Date.parse(q.to);
  const inWindow = (iso: string) => {
    const t = Date.parse(iso);
    return t >= fromMs && t < toMs;
  };
  const people = await household(caller);
  const byKey = new Map<string, { eventId: string; occurrence: string; people: FamilyCalendarItemDto['people'] }>();
  const add = (eventId: string, occurrence: string, person: HouseholdPerson, role: 'joined' | 'host') => {
    const key = `${eventId}|${occurrence}`;
    const row = byKey.get(key) ?? { eventId, occurrence, people: [] };
    if (!row.people.some((p) => p.uid === person.uid)) row.people.push({ ...person, role });
    byKey.set(key, row);
  };
  const eventsById = new Map<string, EventItem>();
  await Promise.all(
    people.map(async (person) => {
      const [joined, hosted] = await Promise.all([rsvps.ofUser(person.uid), events.byCreator(person.uid)]);
      for (const e of hosted) {
        eventsById.set(e.eventId, e);
        for (const o of occurrencesOf(e).filter(inWindow)) add(e.eventId, o, person, 'host');
      }
      for (const r of joined) if (r.status === 'joined' && inWindow(r.occurrence)) add(r.eventId, r.occurrence, person, 'joined');
    }),
  );
  const missing = [...new Set([...byKey.values()].map((r) => r.eventId))].filter((id) => !eventsById.has(id));
  for (const e of await events.getMany(missing)) eventsById.set(e.eventId, e);

  const items: FamilyCalendarItemDto[] = [];
  for (const [key, row] of byKey) {
    const e = eventsById.get(row.eventId);
    if (!e || e.cancelled) continue;
    const end = new Date(Date.parse(row.occurrence) + (e.durationMinutes ?? 90) * 60_000).toISOString();
    items.push({
      key,
      eventId: e.eventId,
      title: e.title,
      start: row.occurrence,
      end,
      timeZone: e.timeZone ?? 'UTC',
      location: e.location,
      people: row.people,
    });
  }
  items.sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
  const clashes = findClashes(
    items.map((i) => ({ key: i.key, title: i.title, start: i.start, end: i.end, place: i.location, people: i.people })),
  );
  return { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString(), people, items, clashes };
}

/**
 * POST /api/events/{eventId}/family-rsvps: each member through the one RSVP path (capacity,
 * approval, blocks, waitlist), as themselves; one refusal does not stop the others.
 */
export async function familyRsvps(
  caller: Pick<Caller, 'uid'>,
  eventId: string,
  body: FamilyRsvpInput,
): Promise<FamilyRsvpResultsDto> {
  const wards = new Map((await listWards(caller)).items.map((w) => [w.uid, w.name]));
  const members = [...new Set(body.members)];
  if (members.some((m) => !wards.has(m))) throw new ForbiddenError(notYourWard);
  // A missing event or occurrence is the same for everyone: one 404/400, not a refusal per member.
  const event = await requireEvent(eventId);
  if (!occurrencesOf(event).includes(new Date(body.occurrence).toISOString()))
    throw new BadRequestError(eventMessages.noSuchOccurrence, [{ path: 'occurrence', message: eventMessages.noSuchOccurrence }]);
  const results: FamilyRsvpResultsDto['results'] = [];
  for (const uid of members) {
    const name = wards.get(uid)!;
    try {
      const { items } = await rsvpEvent({ uid }, eventId, { occurrence: body.occurrence, series: false, guests: 0 });
      results.push({ ok: true, userId: uid, name, status: items[0]!.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ok: false, userId: uid, name, message: error.message });
    }
  }
  return { results };
}
