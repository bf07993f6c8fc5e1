import { isMinor } from '@shared/people/age';
import type { FamilyRelation } from '@shared/schemas/family';
import { connections } from '../../data/connections';
import { familyConnections, type FamilyConnectionItem } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import type { TextedWords } from '../notifications/copy';

/**
 * Minors are protected by default: a person under 18 (shared/people/age.ts; no birthdate counts
 * as an adult) is listed only to the people who know them: their family (accepted family
 * connections) and their team-mates (anyone on a team or community with them). Every list of
 * people (nearby players, search, the home dashboard, rosters shown to outsiders, an event's
 * people through the joiner rule) filters through `listable`; their own pages through
 * `minorHiddenFrom`; requests to a minor from anyone else wait for a guardian (`needsGuardianApproval`).
 */

/** The people around one person that may see a minor: the person, their family and their team-mates. */
export interface Circle {
  /** The person (null: nobody signed in). */
  uid: string | null;
  family: ReadonlySet<string>;
  teammates: ReadonlySet<string>;
}

/** An anonymous viewer knows nobody. */
export const anonymousCircle: Circle = { uid: null, family: new Set(), teammates: new Set() };

type FamilyLink = Pick<
  FamilyConnectionItem,
  'requesterId' | 'recipientId' | 'requesterRelation' | 'recipientRelation' | 'status'
>;
type Listed = Pick<UserItem, 'uid' | 'birthdate'>;

/** Is `otherUid` the circle's person, family, or a team-mate? Symmetric: A knows B exactly when B knows A. */
export function knows(circle: Circle, otherUid: string): boolean {
  return circle.uid === otherUid || circle.family.has(otherUid) || circle.teammates.has(otherUid);
}

/** May `viewer` see the minor `minorUid` in a list: only as family or a team-mate (or themselves). */
export const mayListMinor = (viewer: Circle, minorUid: string): boolean => knows(viewer, minorUid);

/** May `viewer` see `person` in a list of people: an adult always, a minor only inside their circle. */
export function mayListPerson(viewer: Circle, person: Listed, now: Date = new Date()): boolean {
  return !isMinor(person.birthdate, now) || mayListMinor(viewer, person.uid);
}

/**
 * The circle from what was read: the person's family connections (only accepted ones count) and
 * the member ids of each team they are on.
 */
export function circleFrom(uid: string, family: readonly FamilyLink[], teamMemberIds: readonly (readonly string[])[]): Circle {
  const familyIds = new Set<string>();
  for (const c of family) {
    if (c.status !== 'accepted' || !c.recipientId) continue;
    if (c.requesterId === uid) familyIds.add(c.recipientId);
    else if (c.recipientId === uid) familyIds.add(c.requesterId);
  }
  const teammates = new Set(teamMemberIds.flat());
  familyIds.delete(uid);
  teammates.delete(uid);
  return { uid, family: familyIds, teammates };
}

/**
 * A person's circle, read once per request: their family connections (one Query per side), their
 * teams (one Query), then each team's member ids (one Query per team), in parallel.
 */
export async function circleOf(uid: string | undefined): Promise<Circle> {
  if (!uid) return anonymousCircle;
  const [family, teams] = await Promise.all([familyConnections.listOf(uid), memberships.listOf(uid)]);
  const members = await Promise.all(teams.map((t) => memberships.memberIdsOf(t.teamId)));
  return circleFrom(uid, family, members);
}

/** Pure batch filter: the items whose person `viewer` may see (an item without a known person is kept). */
export function filterListable<T>(
  viewer: Circle,
  items: readonly T[],
  personOf: (item: T) => Listed | undefined,
  now: Date = new Date(),
): T[] {
  return items.filter((item) => {
    const person = personOf(item);
    return !person || mayListPerson(viewer, person, now);
  });
}

/**
 * Keep only the people the viewer may see in a list. The viewer's circle is read once for the
 * whole list, and only when the list holds a minor at all (most lists hold none: no extra reads).
 */
export async function listable<T>(
  viewerUid: string | undefined,
  items: readonly T[],
  personOf: (item: T) => Listed | undefined,
  now: Date = new Date(),
): Promise<T[]> {
  const anyMinor = items.some((item) => {
    const person = personOf(item);
    return person !== undefined && person.uid !== viewerUid && isMinor(person.birthdate, now);
  });
  if (!anyMinor) return [...items];
  return filterListable(await circleOf(viewerUid), items, personOf, now);
}

/**
 * Does a minor's own page stay closed to `readerUid` (their profile, hours, games, badges, posts):
 * yes unless the reader is the minor, in their circle, or a connection (accepted, or asked for by
 * the minor: a connection to a minor exists only if the minor asked or a guardian approved). An
 * adult's page is never closed by this rule. Reads the circle and the connection only for a minor.
 */
export async function minorHiddenFrom(readerUid: string | undefined, person: Listed, now: Date = new Date()): Promise<boolean> {
  if (!isMinor(person.birthdate, now) || readerUid === person.uid) return false;
  if (!readerUid) return true;
  const [circle, link] = await Promise.all([circleOf(readerUid), connections.get(readerUid, person.uid)]);
  if (knows(circle, person.uid)) return false;
  return !(link?.status === 'accepted' || (link?.status === 'pending' && link.requesterId === person.uid));
}

/** A parent or guardian may approve requests to a minor. */
export const guardianRelations: readonly FamilyRelation[] = ['parent', 'guardian'];

/** What `uid` is to the other side of a family connection (its stored relation), or null when not a side. */
export function relationOf(c: FamilyLink, uid: string): FamilyRelation | null {
  if (c.requesterId === uid) return c.requesterRelation;
  if (c.recipientId === uid) return c.recipientRelation;
  return null;
}

/**
 * Is this connection one that makes `guardianUid` the guardian of the other side: accepted, and
 * `guardianUid` is their parent or guardian. (A parent adding a child as 'child' is recorded as
 * their parent; a minor adding someone as 'parent' or 'guardian' makes them so once accepted.)
 */
export function makesGuardian(c: FamilyLink, guardianUid: string): boolean {
  if (c.status !== 'accepted' || !c.recipientId) return false;
  const relation = relationOf(c, guardianUid);
  return relation !== null && guardianRelations.includes(relation);
}

const otherSide = (c: FamilyLink, uid: string) => (c.requesterId === uid ? c.recipientId : c.requesterId);

/** The adults who are a minor's parent or guardian (family Queries, then one BatchGet to check their ages). */
export async function guardiansOf(minorUid: string, now: Date = new Date()): Promise<UserItem[]> {
  const links = await familyConnections.listOf(minorUid);
  const ids = links.flatMap((c) => {
    const other = otherSide(c, minorUid);
    return other && makesGuardian(c, other) ? [other] : [];
  });
  if (!ids.length) return [];
  return (await users.getMany([...new Set(ids)])).filter((u) => !isMinor(u.birthdate, now));
}

/** The minors a person is parent or guardian of (none while the person is a minor themselves). */
export async function wardsOf(guardianUid: string, now: Date = new Date()): Promise<UserItem[]> {
  const [me, links] = await Promise.all([users.get(guardianUid), familyConnections.listOf(guardianUid)]);
  if (!me || isMinor(me.birthdate, now)) return [];
  const ids = links.flatMap((c) => {
    const other = otherSide(c, guardianUid);
    return other && makesGuardian(c, guardianUid) ? [other] : [];
  });
  if (!ids.length) return [];
  return (await users.getMany([...new Set(ids)])).filter((u) => isMinor(u.birthdate, now));
}

/**
 * Does a request from `requesterUid` to `target` wait for a guardian: the target is a minor and
 * the requester is outside their circle (not family, not a team-mate). `targetCircle` is the
 * target's own circle (`circleOf(target.uid)`).
 */
export function needsGuardianApproval(
  target: Listed,
  targetCircle: Circle,
  requesterUid: string,
  now: Date = new Date(),
): boolean {
  return isMinor(target.birthdate, now) && !knows(targetCircle, requesterUid);
}

/**
 * A family request to a minor is refused unless the requester already is their family: a
 * stranger cannot make themselves a minor's family (and so their guardian). The minor adds their
 * family from their own account instead.
 */
export function refusesFamilyRequest(
  target: Listed,
  targetCircle: Circle,
  requesterUid: string,
  now: Date = new Date(),
): boolean {
  return isMinor(target.birthdate, now) && !targetCircle.family.has(requesterUid);
}

/**
 * A team a minor asks to join waits for a guardian unless someone of their family is on it
 * already: joining shows the minor to every member (their roster and their nearby lists).
 */
export function teamJoinNeedsGuardian(
  minor: Listed,
  minorCircle: Circle,
  teamMemberIds: readonly string[],
  now: Date = new Date(),
): boolean {
  return isMinor(minor.birthdate, now) && !teamMemberIds.some((id) => minorCircle.family.has(id));
}

/**
 * Tell each of a minor's parents and guardians that something waits for them (Connections page).
 * A notification never fails the request that caused it: a failure is logged. Returns how many.
 */
export async function notifyGuardians(
  minorUid: string,
  n: { key: string; words: TextedWords; data: Record<string, unknown>; senderId?: string },
): Promise<number> {
  const guardians = await guardiansOf(minorUid);
  await Promise.all(
    guardians.map(async (g) => {
      try {
        await notify({
          notificationId: notificationIdOf('guardian', n.key, g.uid),
          userId: g.uid,
          type: 'connections',
          ...n.words,
          data: n.data,
          ...(n.senderId ? { senderId: n.senderId } : {}),
          link: '/connect',
        });
      } catch (error) {
        logger.warn('guardian notification not sent', { error: error as Error });
      }
    }),
  );
  return guardians.length;
}
