import { eventMessages, messages } from '../../../shared/constants/messages';
import { events, teamRoleOf, type EventItem } from '../../data/events';
import { ForbiddenError, NotFoundError } from '../../middleware/errors';

export interface Caller {
  uid: string;
}

/** An event by id, or 404 'Game not found' (spec §8). */
export async function requireEvent(eventId: string): Promise<EventItem> {
  const event = await events.get(eventId);
  if (!event) throw new NotFoundError(messages.gameNotFound);
  return event;
}

/** The creator, or an owner/admin of the hosting team. */
export async function canManage(event: EventItem, uid: string): Promise<boolean> {
  if (event.creatorId === uid) return true;
  if (!event.hostingTeam) return false;
  const role = await teamRoleOf(event.hostingTeam, uid);
  return role === 'owner' || role === 'admin';
}

/** The event, if the caller may manage it (403 otherwise, 404 'Game not found' when missing). */
export async function requireManager(eventId: string, caller: Caller): Promise<EventItem> {
  const event = await requireEvent(eventId);
  if (!(await canManage(event, caller.uid))) throw new ForbiddenError(eventMessages.notOrganiser);
  return event;
}
