import { goNoGoTimes, hasGoNoGo, meetsMinimum, nextGoNoGoStep, type GoNoGoRules } from '@shared/events/go-no-go';
import type { AnnounceMessage } from '@shared/schemas/announce';
import type { GoNoGoDto } from '@shared/schemas/event';
import { events, type EventItem } from '../../data/events';
import { goNoGos, type GoNoGoItem } from '../../data/go-no-go';
import { rsvps } from '../../data/rsvps';
import { ConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { deleteOneTimeSchedule, putOneTimeSchedule } from '../../lib/one-time-schedules';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { inviteTopCandidates } from '../fill';
import { occurrencesOf } from './event-dto';
import { callOff } from './cancel';
import { notificationText } from '../notifications/copy';

/**
 * Go/no-go at the cut-off. An event with a minimum has one one-time schedule at a time, named after
 * it, always set to its next step (shared/events/go-no-go.ts): the rescue of the next occurrence
 * to decide, if it has a window, then its decision at the cut-off, then the next occurrence's first
 * step. Moving the event moves it; cancelling the event or turning the minimum off deletes it.
 * The schedule puts a `go-no-go` message on the announce queue, handled by handleGoNoGo.
 */

export type GoNoGoMessage = Extract<AnnounceMessage, { kind: 'go-no-go' }>;

/** One schedule per event; a ULID keeps it within Scheduler's 64-character name. */
export const goNoGoScheduleName = (eventId: string) => `go-no-go-${eventId}`;

/** A message earlier than its step by more than this is from a schedule since moved: ignored. */
const EARLY_TOLERANCE_MS = 60_000;

/** At most this many invitations per missing player when a game is rescued. */
const INVITES_PER_MISSING_PLAYER = 3;

const decidedOf = (records: readonly GoNoGoItem[]) => new Set(records.filter((r) => r.decision).map((r) => r.occurrence));

/**
 * Set the event's schedule to its next step, or delete it when there is none (cancelled, no
 * minimum, every cut-off passed). `before` is the event as it was: an event that never had a
 * minimum has no schedule to delete, so nothing is called for it.
 */
export async function planGoNoGo(event: EventItem, before?: GoNoGoRules, nowMs = Date.now()): Promise<void> {
  const name = goNoGoScheduleName(event.eventId);
  const active = !event.cancelled && hasGoNoGo(event);
  const next = active ? nextGoNoGoStep(occurrencesOf(event), event, nowMs, decidedOf(await goNoGos.ofEvent(event.eventId))) : null;
  if (next) {
    await putOneTimeSchedule(name, next.atMs, { kind: 'go-no-go', eventId: event.eventId, occurrence: next.occurrence, step: next.step });
  } else if (hasGoNoGo(event) || (before && hasGoNoGo(before))) {
    await deleteOneTimeSchedule(name);
  }
}

/** Players on an occurrence so far: people joined and their guests. */
async function playersOf(eventId: string, occurrence: string): Promise<number> {
  const c = await rsvps.counters(eventId, occurrence);
  return Math.max(0, c.joined ?? 0) + Math.max(0, c.guests ?? 0);
}

/**
 * Short of the minimum when the window opens: invite the best-placed free players (Fill this game,
 * as the system). Inviting is idempotent per person and date (a redelivery re-invites nobody), so
 * it runs before the record; a game that cannot be filled (full, cancelled) is only logged.
 */
async function rescue(event: EventItem, occurrence: string, at: string): Promise<void> {
  const players = await playersOf(event.eventId, occurrence);
  const missing = (event.minimumNeeded ?? 0) - players;
  if (missing <= 0) return;
  let invited = 0;
  try {
    const result = await inviteTopCandidates({
      eventId: event.eventId,
      occurrenceDate: occurrence,
      limit: missing * INVITES_PER_MISSING_PLAYER,
      invitedBy: 'system',
    });
    invited = result.invited.length;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    logger.warn('go/no-go rescue invited nobody', { eventId: event.eventId, occurrence, reason: error.message });
  }
  await goNoGos.recordRescue(event.eventId, occurrence, at, invited);
  logger.info('go/no-go rescue ran', { eventId: event.eventId, occurrence, missing, invited });
}

/**
 * Call the game: the first delivery writes the decision, every delivery acts on the one that
 * stands with idempotent steps (notification ids from the event, date and person; the cancel path
 * is idempotent), so a redelivery repeats nothing and never reverses the call.
 */
async function decide(event: EventItem, occurrence: string, at: string): Promise<{ decision: 'game-on' | 'called-off'; after: EventItem }> {
  const players = await playersOf(event.eventId, occurrence);
  const decision = await goNoGos.decide(event.eventId, occurrence, meetsMinimum(players, event) ? 'game-on' : 'called-off', players, at);
  let after = event;
  if (decision === 'game-on') {
    const joined = (await rsvps.ofOccurrence(event.eventId, occurrence)).filter((r) => r.status === 'joined');
    await notifyMany(
      [...new Set([...joined.map((r) => r.userId), event.creatorId])].map((uid) => ({
        notificationId: notificationIdOf('game-on', event.eventId, occurrence, uid),
        userId: uid,
        type: 'eventJoined',
        ...notificationText('gameOn', { event: event.title }),
        data: { eventId: event.eventId, occurrence },
        link: `/evt/${event.eventId}`,
      })),
    );
  } else {
    after = await callOff(event, occurrence, {
      words: notificationText('calledOff', { event: event.title, minimum: event.minimumNeeded ?? 0, paid: event.price != null }),
      idPrefix: 'called-off',
    });
    // The organiser hears too (the cancel path tells everyone else).
    await notifyMany([
      {
        notificationId: notificationIdOf('called-off-organiser', event.eventId, occurrence),
        userId: event.creatorId,
        type: 'eventJoined',
        ...notificationText('calledOffOrganiser', { event: event.title, players, minimum: event.minimumNeeded ?? 0 }),
        data: { eventId: event.eventId, occurrence },
        link: `/evt/${after.eventId}`,
      },
    ]);
  }
  logger.info('go/no-go decided', { eventId: event.eventId, occurrence, decision, players, minimum: event.minimumNeeded });
  return { decision, after };
}

export type GoNoGoOutcome = 'skipped' | 'rescued' | 'game-on' | 'called-off';

/** One fired step of an event's go/no-go; whatever happened, the event's schedule moves on. */
export async function handleGoNoGo(message: GoNoGoMessage): Promise<GoNoGoOutcome> {
  const { eventId, occurrence, step } = message;
  const event = await events.get(eventId);
  if (!event || event.cancelled || !hasGoNoGo(event) || !occurrencesOf(event).includes(occurrence)) {
    logger.info('go/no-go skipped: event gone, cancelled, without a minimum or moved', { eventId, occurrence });
    return 'skipped';
  }
  const atMs = Date.parse(message.at);
  const times = goNoGoTimes(occurrence, event);
  const dueMs = step === 'rescue' ? (times.rescueAtMs ?? times.decideAtMs) : times.decideAtMs;
  if (atMs < dueMs - EARLY_TOLERANCE_MS) {
    logger.info('go/no-go skipped: fired before its step (the event moved since)', { eventId, occurrence, step });
    return 'skipped';
  }
  let outcome: GoNoGoOutcome;
  if (step === 'rescue') {
    await rescue(event, occurrence, message.at);
    outcome = 'rescued';
    // Next: this occurrence's decision at the cut-off.
    await putOneTimeSchedule(goNoGoScheduleName(eventId), times.decideAtMs, { kind: 'go-no-go', eventId, occurrence, step: 'decide' });
  } else {
    const { decision, after } = await decide(event, occurrence, message.at);
    outcome = decision;
    // A series goes on to its next date; a one-off event, decided, has nothing left to schedule.
    await planGoNoGo(after, event, Math.max(atMs, Date.now()));
  }
  return outcome;
}

/** What the event page shows of the go/no-go of the occurrence it shows, and dates called off. */
export function goNoGoOf(event: EventItem, occurrence: string, records: readonly GoNoGoItem[], nowMs: number): GoNoGoDto | undefined {
  if (!hasGoNoGo(event) && !records.some((r) => r.decision)) return undefined;
  const own = records.find((r) => r.occurrence === occurrence)?.decision;
  const { decideAtMs, rescueAtMs } = goNoGoTimes(occurrence, event);
  const calledOff = records
    .filter((r) => r.decision === 'called-off' && r.occurrence !== occurrence && Date.parse(r.occurrence) >= nowMs)
    .map((r) => r.occurrence)
    .sort();
  if (!own && (!hasGoNoGo(event) || decideAtMs <= nowMs) && !calledOff.length) return undefined;
  return {
    occurrence,
    state: own ?? 'pending',
    decisionAt: new Date(decideAtMs).toISOString(),
    rescueAt: rescueAtMs === null ? null : new Date(rescueAtMs).toISOString(),
    calledOff,
  };
}
