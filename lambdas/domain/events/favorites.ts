import type { EventSummaryDto } from '@shared/schemas/event';
import { events } from '../../data/events';
import { favorites } from '../../data/favorites';
import { ForbiddenError } from '../../lib/errors';
import { nextOrLast, occurrencesOf, toSummary } from './event-dto';
import { requireEvent } from './access';
import type { Caller } from '../../lib/caller';

async function state(uid: string, eventId: string) {
  const [event, favorited] = await Promise.all([requireEvent(eventId), favorites.isFavorite(uid, eventId)]);
  return { eventId, favorited, favoriteCount: Math.max(0, event.favoriteCount ?? 0) };
}

/** Idempotent: the count moves only when the favorite really changes (one transaction). */
export async function addFavorite(caller: Pick<Caller, 'uid'>, eventId: string) {
  await requireEvent(eventId);
  await favorites.add(caller.uid, eventId);
  return state(caller.uid, eventId);
}

export async function removeFavorite(caller: Pick<Caller, 'uid'>, eventId: string) {
  await requireEvent(eventId);
  await favorites.remove(caller.uid, eventId);
  return state(caller.uid, eventId);
}

/** The caller's favorites, soonest (next occurrence) first. Owner only. */
export async function listFavorites(caller: Pick<Caller, 'uid'>, uid: string, nowMs = Date.now()): Promise<{ items: EventSummaryDto[] }> {
  if (caller.uid !== uid) throw new ForbiddenError();
  const favs = await favorites.ofUser(uid);
  const found = await events.getMany(favs.map((f) => f.eventId));
  const items = found
    .map((e) => toSummary(e, { dateStart: nextOrLast(occurrencesOf(e), nowMs) }))
    .sort((a, b) => {
      const [ta, tb] = [Date.parse(a.dateStart), Date.parse(b.dateStart)];
      const [fa, fb] = [ta >= nowMs, tb >= nowMs];
      return fa !== fb ? (fa ? -1 : 1) : fa ? ta - tb : tb - ta;
    });
  return { items };
}
