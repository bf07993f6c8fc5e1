import type { EventSummaryDto, NearbyEventsQuery } from '../../../shared/schemas/event';
import { events } from '../../data/events';

/** Upcoming public events near a point (from now unless a window is given), nearest first. */
export async function listNearbyEvents(q: NearbyEventsQuery): Promise<{ items: EventSummaryDto[] }> {
  const found = await events.nearby({
    lat: q.lat,
    lng: q.lng,
    radiusMiles: q.radius,
    from: q.from ? new Date(q.from).toISOString() : new Date().toISOString(),
    ...(q.to ? { to: new Date(q.to).toISOString() } : {}),
  });
  return {
    items: found.map((e) => ({
      id: e.eventId,
      title: e.title,
      gameType: e.gameType,
      dateStart: e.dateStart,
      location: e.location,
      cancelled: e.cancelled ?? false,
      creatorId: e.creatorId,
      distanceMiles: Math.round(e.distanceMiles * 10) / 10,
    })),
  };
}
