import type * as z from 'zod';
import { messages } from '@shared/constants/messages';
import type { pagedEventsDto } from '@shared/schemas/event';
import { events, type EventItem } from '../../data/events';
import { places } from '../../data/places';
import { NotFoundError } from '../../lib/errors';
import { occurrencesOf, toSummary } from '../events/event-dto';
import { isPublicEvent } from '../events/public-events';

type PagedEventsDto = z.infer<typeof pagedEventsDto>;

/** The place page shows one list; a place with more than this many events shows the first ones. */
export const PLACE_EVENTS_MAX = 100;

const isListed = (e: EventItem, nowMs: number) => !e.cancelled && isPublicEvent(e, nowMs);

/**
 * Public, not cancelled events held at a place (spec §7 "events by place"). Upcoming: every event
 * with an occurrence still to start, by that next occurrence, soonest first. Past: events whose
 * every occurrence has started, by the last one, newest first. Events at a saved place carry its
 * id and its exact point, so one byGeo Query on the point's full geohash finds them
 * (`events.atPoint`); the id check drops anything else standing on the same few metres.
 */
export async function listPlaceEvents(
  placeId: string,
  pastFuture: 'future' | 'past',
  nowMs = Date.now(),
): Promise<PagedEventsDto> {
  const place = await places.get(placeId);
  if (!place) throw new NotFoundError(messages.placeNotFound);
  const here = (await events.atPoint(place.lat, place.lng)).filter(
    (e) => (e.placeId ?? e.location.placeId) === placeId && isListed(e, nowMs),
  );
  const dated = here.map((e) => {
    const all = occurrencesOf(e);
    const next = all.find((o) => Date.parse(o) >= nowMs);
    return { e, when: pastFuture === 'future' ? next : next ? undefined : all.at(-1) };
  });
  const items = dated
    .filter((d): d is { e: EventItem; when: string } => d.when !== undefined)
    .sort((a, b) => (pastFuture === 'future' ? 1 : -1) * a.when.localeCompare(b.when) || a.e.eventId.localeCompare(b.e.eventId))
    .map((d) => toSummary(d.e, { dateStart: d.when }));
  return { items: items.slice(0, PLACE_EVENTS_MAX), total: items.length, page: 1, hasMore: items.length > PLACE_EVENTS_MAX };
}
