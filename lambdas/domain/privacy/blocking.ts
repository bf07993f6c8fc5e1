import { messages, settingsApiMessages, settingsMessages } from '@shared/constants/messages';
import type { PrivacySettingsDto, PrivacyTogglesInput } from '@shared/schemas/settings';
import { blocks } from '../../data/blocks';
import { connections } from '../../data/connections';
import { notifications } from '../../data/notifications';
import { follows } from '../../data/follows';
import { users, type UserItem } from '../../data/users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { nameSeenByOthers } from '../people/seen-by-others';
import { minorHiddenFrom } from './minors';
import { privacySettingsOf, selectBlocks, type BlockEntry } from './rules';
import type { Caller } from '../../lib/caller';

/**
 * Has `blockerId` blocked `otherId`? One GetItem. One-way questions only (the block list's own
 * screens); every path where two people meet asks `blockedEitherWay` or `blockedAround`.
 */
export async function isBlockedBy(blockerId: string, otherId: string): Promise<boolean> {
  if (blockerId === otherId) return false;
  return blocks.exists(blockerId, otherId);
}

/**
 * Is either of two people blocking the other? The rule for every path where two people meet
 * (profiles, events, teams, posts, forms, lookups, live presence): a block works both ways, so
 * neither side sees or reaches the other. Two GetItems in parallel.
 */
export async function blockedEitherWay(a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [ab, ba] = await Promise.all([blocks.exists(a, b), blocks.exists(b, a)]);
  return ab || ba;
}

/** 403 'You cannot contact this user.' when either person blocked the other. */
export async function assertNoBlockBetween(a: string, b: string): Promise<void> {
  if (await blockedEitherWay(a, b)) throw new ForbiddenError(settingsApiMessages.blockedByUser);
}

/**
 * Everyone out of this person's reach, both ways (whom they blocked and who blocked them): lists
 * of people filter by this set. Two Queries in parallel.
 */
export async function blockedAround(uid: string): Promise<Set<string>> {
  const [mine, ofMe] = await Promise.all([blocks.listBy(uid), blocks.blockerIdsOf(uid)]);
  return blockedSetOf(
    mine.map((b) => b.blockedUserId),
    ofMe,
  );
}

/**
 * The set of everyone out of reach, from its two halves: whom a person blocked and who blocked
 * them. Pure, so the rule can be checked over any graph of blocks.
 */
export function blockedSetOf(blockedByMe: readonly string[], blockersOfMe: readonly string[]): Set<string> {
  return new Set([...blockedByMe, ...blockersOfMe]);
}

/**
 * The items a person may see: those whose person (author, host, member, sender) is not out of
 * their reach, in the order given. An item without a person is kept. Pure: every list applies it
 * with the one `blockedAround` read of its request.
 */
export function withoutBlocked<T>(items: readonly T[], blocked: ReadonlySet<string>, personOf: (item: T) => string | null | undefined): T[] {
  if (blocked.size === 0) return [...items];
  return items.filter((item) => {
    const person = personOf(item);
    return !person || !blocked.has(person);
  });
}

/** Is any of these people out of reach (a team's owners and admins, say)? Pure. */
export const anyBlocked = (people: readonly string[], blocked: ReadonlySet<string>): boolean => people.some((id) => blocked.has(id));

/**
 * The set around whoever reads a list: empty for someone signed out (public pages show the same
 * to everyone then), else `blockedAround`. One read per request.
 */
export async function blockedAroundReader(reader: Pick<Caller, 'uid'> | undefined): Promise<ReadonlySet<string>> {
  return reader ? blockedAround(reader.uid) : new Set<string>();
}

/**
 * Is one person's own page (profile, availability, events, badges, a post of theirs) closed to
 * the reader: a block either way, or a minor outside the reader's reach (`minorHiddenFrom`).
 * `owner` is the person's item when the caller has read it already (else one GetItem).
 */
export async function personHiddenFrom(reader: Pick<Caller, 'uid'> | undefined, ownerId: string, owner?: Pick<UserItem, 'uid' | 'birthdate'>): Promise<boolean> {
  if (reader?.uid === ownerId) return false;
  const [blocked, minor] = await Promise.all([
    reader ? blockedEitherWay(reader.uid, ownerId) : false,
    (owner ? Promise.resolve(owner) : users.get(ownerId)).then((o) => (o ? minorHiddenFrom(reader?.uid, o) : false)),
  ]);
  return blocked || minor;
}

/**
 * Reads of one person's things answer a closed page (`personHiddenFrom`) as if there were nothing:
 * 404 with the read's own not-found message, the same answer whoever blocked whom, so neither side
 * learns of the block from it, and a stranger cannot tell a minor's account from no account.
 */
export async function assertVisibleTo(reader: Pick<Caller, 'uid'> | undefined, ownerId: string, notFoundMessage: string): Promise<void> {
  if (await personHiddenFrom(reader, ownerId)) throw new NotFoundError(notFoundMessage);
}

/**
 * A person's block list: whom they blocked, by the name anyone sees (never the blocked person's
 * e-mail, which items written before that rule still hold; it is never read).
 */
export async function blocklistOf(uid: string): Promise<BlockEntry[]> {
  const ids = (await blocks.listBy(uid)).map((b) => b.blockedUserId);
  if (!ids.length) return [];
  const byId = new Map((await users.getMany(ids)).map((u) => [u.uid, u]));
  return ids.map((id) => ({ userId: id, displayName: nameSeenByOthers(byId.get(id)) }));
}

/** The caller's privacy settings: `stored` toggles when just written, else read from the profile. */
async function privacyOf(uid: string, stored?: unknown): Promise<PrivacySettingsDto> {
  const [item, list] = await Promise.all([users.get(uid), blocklistOf(uid)]);
  return privacySettingsOf(stored === undefined ? item?.privacySettings : stored, list, item?.birthdate);
}

const ownerOnly = (caller: Pick<Caller, 'uid'>, uid: string) => {
  if (caller.uid !== uid) throw new ForbiddenError();
};

/** PUT /api/users/{uid}/privacy: the toggles only (field-level); the block list is untouched. */
export async function updatePrivacy(caller: Pick<Caller, 'uid'>, uid: string, toggles: PrivacyTogglesInput): Promise<PrivacySettingsDto> {
  ownerOnly(caller, uid);
  // publicGamesAttended is optional here (clients that know only the spec's four keep working):
  // absent, the stored choice stays.
  const kept =
    toggles.publicGamesAttended === undefined
      ? (((await users.get(uid))?.privacySettings ?? null) as { publicGamesAttended?: boolean } | null)?.publicGamesAttended
      : toggles.publicGamesAttended;
  const saved = await users.setSettings(uid, {
    privacySettings: {
      messagesFromAnyone: toggles.messagesFromAnyone,
      publicBadges: toggles.publicBadges,
      publicOnlineStatus: toggles.publicOnlineStatus,
      publicUpcomingGames: toggles.publicUpcomingGames,
      ...(kept === undefined ? {} : { publicGamesAttended: kept }),
    },
  });
  if (!saved) throw new NotFoundError(messages.userNotFound);
  return privacyOf(uid, saved.privacySettings);
}

/**
 * POST /api/users/{uid}/blocks: the server looks each person up (404 for an unknown id) and
 * stores the pair by id. Each entry is its own item, so two dialogs blocking at once both win.
 */
export async function blockUsers(caller: Pick<Caller, 'uid'>, uid: string, userIds: string[]): Promise<PrivacySettingsDto> {
  ownerOnly(caller, uid);
  const ids = [...new Set(userIds)];
  if (ids.includes(uid)) throw new BadRequestError(settingsApiMessages.cannotBlockSelf);
  const [found, current] = await Promise.all([users.getMany(ids), blocks.listBy(uid)]);
  if (found.length !== ids.length) throw new NotFoundError(messages.userNotFound);
  const selection = selectBlocks(
    uid,
    current.map((b) => ({ userId: b.blockedUserId })),
    found.map((u) => ({ userId: u.uid })),
  );
  if (selection.kind === 'self') throw new BadRequestError(settingsApiMessages.cannotBlockSelf);
  if (selection.kind === 'allBlocked') throw new ConflictError(settingsMessages.userAlreadyBlocked);
  const added = await blocks.add(uid, selection.toAdd.map((c) => c.userId));
  // Someone else (another tab) blocked the same people in between.
  if (!added.length) throw new ConflictError(settingsMessages.userAlreadyBlocked);
  // A block ends following both ways (neither hears of the other's new events) and the connection
  // (neither lists the other; unblocking does not restore it), and takes away the notifications
  // either caused the other: a blocked person's name stays out of the blocker's list.
  await Promise.all(
    added.flatMap((blockedId) => [
      follows.removeBetween(uid, blockedId),
      connections.remove(uid, blockedId),
      notifications.removeBetween(uid, blockedId),
    ]),
  );
  return privacyOf(uid);
}

/** DELETE /api/users/{uid}/blocks/{blockedUid}: idempotent. */
export async function unblockUser(caller: Pick<Caller, 'uid'>, uid: string, blockedUid: string): Promise<PrivacySettingsDto> {
  ownerOnly(caller, uid);
  await blocks.remove(uid, blockedUid);
  return privacyOf(uid);
}
