import { eventMessages, messages } from '@shared/constants/messages';
import { teamMessages } from '@shared/constants/team-messages';
import { events, type EventItem } from '../../data/events';
import { memberships } from '../../data/memberships';
import { seasons, teams } from '../../data/teams';
import { ForbiddenError, invalidInput, NotFoundError } from '../../lib/errors';
import type { JoinerViewer } from '../privacy/joiners';
import type { Caller } from '../../lib/caller';

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
  const role = await memberships.roleOf(event.hostingTeam, uid);
  return role === 'owner' || role === 'admin';
}

/** Who looks at the event's people, for the joiner naming rule (privacy/joiners.ts). */
export async function joinerViewerOf(event: EventItem, caller: Pick<Caller, 'uid'> | undefined): Promise<JoinerViewer> {
  if (!caller) return { uid: null, organiser: false };
  return { uid: caller.uid, organiser: await canManage(event, caller.uid) };
}

/** The event, if the caller may manage it (403 otherwise, 404 'Game not found' when missing). */
export async function requireManager(eventId: string, caller: Pick<Caller, 'uid'>): Promise<EventItem> {
  const event = await requireEvent(eventId);
  if (!(await canManage(event, caller.uid))) throw new ForbiddenError(eventMessages.notOrganiser);
  return event;
}

/**
 * Hosting an event as a team (team roles): only the team's owners and admins may put it on
 * the team's calendar, and a session must be one of that team's. Checked when the hosting team or
 * session is set or changed; an event already hosted keeps its team on other edits.
 */
export async function requireHostingRights(
  caller: Pick<Caller, 'uid'>,
  input: { hostingTeam?: string | null | undefined; sessionId?: string | null | undefined },
  before?: Pick<EventItem, 'hostingTeam' | 'sessionId'>,
): Promise<void> {
  const teamId = input.hostingTeam ?? undefined;
  if (!teamId) return;
  const sessionId = input.sessionId ?? undefined;
  const teamChanged = teamId !== before?.hostingTeam;
  const sessionChanged = sessionId !== undefined && (teamChanged || sessionId !== before?.sessionId);
  if (!teamChanged && !sessionChanged) return;
  if (teamChanged) {
    if (!(await teams.get(teamId))) throw invalidInput([{ path: 'hostingTeam', message: messages.teamNotFound }]);
    const role = await memberships.roleOf(teamId, caller.uid);
    if (role !== 'owner' && role !== 'admin') throw new ForbiddenError(teamMessages.notManager);
  }
  if (sessionChanged && !(await seasons.sessionsOf(teamId)).some((s) => s.sessionId === sessionId)) {
    throw invalidInput([{ path: 'sessionId', message: 'That session is not one of this team’s sessions' }]);
  }
}
