import { NUDGE_WINDOW_SECONDS, nudgeMessages } from '@shared/constants/reminders';
import type { NudgeResultDto } from '@shared/schemas/nudge';
import { memberships } from '../../data/memberships';
import { rateWindows } from '../../data/rate-limits';
import { rsvps } from '../../data/rsvps';
import type { Caller } from '../../lib/caller';
import { invalidInput, TooManyRequestsError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { requireManager } from './access';
import { nextOrLast, occurrencesOf } from './event-dto';
import { whenLabel } from './reminders';
import { notificationText } from '../notifications/copy';

/**
 * The organiser's nudge: everyone who has not answered one occurrence (the hosting team's members
 * with no RSVP for it, and pending RSVPs) gets one notification, by the channels of their "Event
 * joins" setting. Once per event per UTC day, counted only when someone is nudged; a person who
 * blocked the organiser hears nothing (deliver.ts checks the sender).
 */
export async function nudgeEvent(caller: Pick<Caller, 'uid'>, eventId: string, input: { occurrence?: string | undefined }, nowMs = Date.now()): Promise<NudgeResultDto> {
  const event = await requireManager(eventId, caller);
  const all = occurrencesOf(event);
  const occurrence = input.occurrence ? new Date(input.occurrence).toISOString() : nextOrLast(all, nowMs);
  if (event.cancelled) throw invalidInput([{ path: 'eventId', message: 'A cancelled event cannot be nudged' }]);
  if (!all.includes(occurrence)) throw invalidInput([{ path: 'occurrence', message: 'That date is not one of this event’s dates' }]);
  if (Date.parse(occurrence) < nowMs) throw invalidInput([{ path: 'occurrence', message: 'That date has passed' }]);

  const answers = await rsvps.ofOccurrence(eventId, occurrence);
  const answered = new Set(answers.filter((r) => r.status !== 'pending').map((r) => r.userId));
  const invited = event.hostingTeam ? (await memberships.ofTeam(event.hostingTeam)).map((m) => m.userId) : [];
  const pending = answers.filter((r) => r.status === 'pending').map((r) => r.userId);
  const targets = [...new Set([...invited, ...pending])].filter((uid) => !answered.has(uid) && uid !== caller.uid && uid !== event.creatorId);
  if (!targets.length) return { occurrence, nudged: 0 };

  const take = await rateWindows.take(`event:${eventId}`, 'nudge', NUDGE_WINDOW_SECONDS, 1, nowMs);
  if (!take.allowed) throw new TooManyRequestsError(nudgeMessages.limit, take.retryAfterSeconds);
  const when = whenLabel(occurrence, event.timeZone);
  const words = notificationText('nudge', { event: event.title, at: occurrence, timeZone: event.timeZone ?? 'UTC' });
  const day = new Date(nowMs).toISOString().slice(0, 10);
  await notifyMany(
    targets.map((uid) => ({
      notificationId: notificationIdOf('nudge', eventId, occurrence, uid, day),
      userId: uid,
      type: 'eventJoined',
      senderId: caller.uid,
      ...words,
      data: { eventId, occurrence, when },
      link: `/evt/${eventId}`,
    })),
  );
  logger.info('event nudged', { eventId, occurrence, nudged: targets.length });
  return { occurrence, nudged: targets.length };
}
