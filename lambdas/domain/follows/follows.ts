import { followMessages } from '@shared/constants/follow-messages';
import { messages } from '@shared/constants/messages';
import { FOLLOW_NEXT_EVENTS, type FollowedDto, type FollowKind, type FollowParams, type FollowsDto, type FollowStatusDto } from '@shared/schemas/follow';
import { events, type EventItem } from '../../data/events';
import { follows, type FollowItem } from '../../data/follows';
import { places } from '../../data/places';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { occurrencesOf, toSummary } from '../events/event-dto';
import { listPlaceEvents } from '../places/place-events';
import { nameSeenByOthers } from '../people/seen-by-others';
import { blockedAround, blockedEitherWay } from '../privacy/blocking';
import { minorHiddenFrom } from '../privacy/minors';

const target = (p: FollowParams) => ({ targetKind: p.kind, targetId: p.targetId });
const status = (p: FollowParams, following: boolean): FollowStatusDto => ({ kind: p.kind, targetId: p.targetId, following });

/**
 * Who may follow what: the target must exist (404 with its own not-found message); a host is
 * never oneself (400) nor someone in a block pair with the caller, whoever blocked whom (403),
 * and a minor exists only for the people who know them (404 to anyone else).
 */
async function requireFollowable(caller: Pick<Caller, 'uid'>, p: FollowParams): Promise<void> {
  if (p.kind === 'host') {
    if (p.targetId === caller.uid) throw new BadRequestError(followMessages.cannotFollowSelf, [{ path: 'targetId', message: followMessages.cannotFollowSelf }]);
    const host = await users.get(p.targetId);
    // A stranger cannot follow a minor: their page does not exist for them.
    if (!host || (await minorHiddenFrom(caller.uid, host))) throw new NotFoundError(messages.userNotFound);
    if (await blockedEitherWay(caller.uid, p.targetId)) throw new ForbiddenError(followMessages.cannotFollowBlocked);
  } else if (p.kind === 'team') {
    if (!(await teams.get(p.targetId))) throw new NotFoundError(messages.teamNotFound);
  } else if (!(await places.get(p.targetId))) {
    throw new NotFoundError(messages.placeNotFound);
  }
}

/** PUT /api/follows/{kind}/{targetId}: following twice is one follow. */
export async function followTarget(caller: Pick<Caller, 'uid'>, p: FollowParams): Promise<FollowStatusDto> {
  await requireFollowable(caller, p);
  await follows.add(caller.uid, target(p));
  return status(p, true);
}

/** DELETE /api/follows/{kind}/{targetId}: idempotent, so no existence check (a gone target can still be let go). */
export async function unfollowTarget(caller: Pick<Caller, 'uid'>, p: FollowParams): Promise<FollowStatusDto> {
  await follows.remove(caller.uid, target(p));
  return status(p, false);
}

export async function getFollowStatus(caller: Pick<Caller, 'uid'>, p: FollowParams): Promise<FollowStatusDto> {
  return status(p, await follows.exists(caller.uid, target(p)));
}

/** A public, not cancelled event with an occurrence still ahead: its next start, else undefined. */
function nextStartOf(e: EventItem, nowMs: number): string | undefined {
  if (e.cancelled || e.isPrivate) return undefined;
  return occurrencesOf(e).find((o) => Date.parse(o) >= nowMs);
}

/** The next few public events of a list, soonest first, each dated by its next occurrence. */
export function nextEventsOf(list: readonly EventItem[], nowMs: number, max = FOLLOW_NEXT_EVENTS) {
  return list
    .map((e) => ({ e, when: nextStartOf(e, nowMs) }))
    .filter((d): d is { e: EventItem; when: string } => d.when !== undefined)
    .sort((a, b) => a.when.localeCompare(b.when) || a.e.eventId.localeCompare(b.e.eventId))
    .slice(0, max)
    .map((d) => toSummary(d.e, { dateStart: d.when }));
}

async function describe(f: FollowItem, nowMs: number): Promise<FollowedDto | null> {
  const base = { kind: f.targetKind, targetId: f.targetId };
  if (f.targetKind === 'host') {
    const [host, created] = await Promise.all([users.get(f.targetId), events.byCreator(f.targetId)]);
    if (!host) return null;
    return {
      ...base,
      name: nameSeenByOthers(host),
      photoURL: host.photoURL ?? null,
      link: `/profile/${encodeURIComponent(f.targetId)}`,
      nextEvents: nextEventsOf(created, nowMs),
    };
  }
  if (f.targetKind === 'team') {
    const [team, hosted] = await Promise.all([teams.get(f.targetId), events.byTeam(f.targetId)]);
    if (!team) return null;
    return {
      ...base,
      name: team.name,
      photoURL: team.photoURL ?? null,
      link: `/team/${encodeURIComponent(f.targetId)}`,
      nextEvents: nextEventsOf(hosted, nowMs),
    };
  }
  const place = await places.get(f.targetId);
  if (!place) return null;
  const upcoming = await listPlaceEvents(f.targetId, 'future', nowMs);
  return {
    ...base,
    name: place.name,
    photoURL: null,
    link: `/places/view/${encodeURIComponent(f.targetId)}`,
    nextEvents: upcoming.items.slice(0, FOLLOW_NEXT_EVENTS),
  };
}

const groupOf: Record<FollowKind, keyof FollowsDto> = { host: 'hosts', team: 'teams', place: 'places' };

/**
 * GET /api/follows: what the caller follows, by name within each group. A host now in a block
 * pair (their follow is removed by the block, this covers the moment in between) and targets that
 * no longer exist are left out.
 */
export async function listFollows(caller: Pick<Caller, 'uid'>, nowMs = Date.now()): Promise<FollowsDto> {
  const [mine, blocked] = await Promise.all([follows.ofFollower(caller.uid), blockedAround(caller.uid)]);
  const visible = mine.filter((f) => f.targetKind !== 'host' || !blocked.has(f.targetId));
  const described = await Promise.all(visible.map((f) => describe(f, nowMs)));
  const out: FollowsDto = { hosts: [], teams: [], places: [] };
  for (const d of described) if (d) out[groupOf[d.kind]].push(d);
  for (const list of Object.values(out)) list.sort((a, b) => a.name.localeCompare(b.name) || a.targetId.localeCompare(b.targetId));
  return out;
}
