import { sessionFloors, type SessionFloorItem } from '../../data/session-floors';

type Floor = Pick<SessionFloorItem, 'revokedBefore' | 'closed'> | null;

/**
 * Whether a signed-in person's token is still honoured: API Gateway's JWT authorizer (and the
 * WebSocket authorizer) check only the signature and expiry, so a token of someone who signed out
 * everywhere, was deleted or was disabled stays valid for its hour. Each Lambda instance keeps a
 * person's floor for a few seconds, so the check costs one GetItem per person per few seconds;
 * a floor written in this instance is seen at once, others see it within CACHE_MS.
 */
const CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;
const cache = new Map<string, { until: number; floor: Floor }>();

async function floorOf(uid: string, now: number): Promise<Floor> {
  const hit = cache.get(uid);
  if (hit && hit.until > now) return hit.floor;
  const floor = await sessionFloors.get(uid);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(uid, { until: now + CACHE_MS, floor });
  return floor;
}

/** The rule, on its own: closed accounts refuse every token; otherwise tokens issued before the floor. */
export function refusedBy(floor: Floor, issuedAt: number): boolean {
  if (!floor) return false;
  if (floor.closed) return true;
  return issuedAt < floor.revokedBefore;
}

/** True when this token (its `sub` and `iat`, epoch seconds) must be refused. */
export async function tokenRefused(uid: string, issuedAt: number, now = Date.now()): Promise<boolean> {
  return refusedBy(await floorOf(uid, now), Number.isFinite(issuedAt) ? issuedAt : 0);
}

/**
 * The floor for "everything issued up to now": `iat` has whole seconds, so tokens issued in the
 * same second as the sign-out are refused too. A sign-in on the browser that signed out waits a
 * second first (the web's `timing.signInAfterSignOutMs`); a sign-in elsewhere inside that same
 * second is refused and signs in again.
 */
export const floorForNow = (now = Date.now()) => Math.floor(now / 1000) + 1;

/** Sign-out everywhere: no token issued up to now is honoured again. */
export async function revokeSessions(uid: string, now = Date.now()): Promise<void> {
  const revokedBefore = floorForNow(now);
  await sessionFloors.raise(uid, revokedBefore);
  const closed = cache.get(uid)?.floor?.closed;
  cache.set(uid, { until: now + CACHE_MS, floor: { revokedBefore, ...(closed ? { closed } : {}) } });
}

/** Account deletion: no token of this person is honoured again. */
export async function closeSessionsOfDeleted(uid: string, now = Date.now()): Promise<void> {
  const revokedBefore = floorForNow(now);
  await sessionFloors.closeDeleted(uid, revokedBefore);
  cache.set(uid, { until: now + CACHE_MS, floor: { revokedBefore, closed: 'deleted' } });
}

/**
 * An admin disabled the account: no token of this person is honoured until it is enabled again.
 * False when the account was deleted (its floor stays as it is).
 */
export async function closeSessionsOfDisabled(uid: string, now = Date.now()): Promise<boolean> {
  const revokedBefore = floorForNow(now);
  const closed = await sessionFloors.closeDisabled(uid, revokedBefore);
  if (closed) cache.set(uid, { until: now + CACHE_MS, floor: { revokedBefore, closed: 'disabled' } });
  else cache.delete(uid);
  return closed;
}

/**
 * An admin enabled the account again: a new sign-in is honoured, tokens issued before the disable
 * stay refused. False when the account was not disabled.
 */
export async function reopenSessionsOfEnabled(uid: string, now = Date.now()): Promise<boolean> {
  const floor = await sessionFloors.reopenDisabled(uid, Math.floor(now / 1000));
  if (floor) cache.set(uid, { until: now + CACHE_MS, floor });
  return floor !== null;
}

/** Whether an admin has disabled this account (read from the table, not the cache: the admin page shows it). */
export async function isDisabled(uid: string): Promise<boolean> {
  return (await sessionFloors.get(uid))?.closed === 'disabled';
}
