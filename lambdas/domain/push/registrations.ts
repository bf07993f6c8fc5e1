import { createHash } from 'node:crypto';
import { pushMessages } from '@shared/constants/messages';
import type { PushRegistrationDto, PushRegistrationInput } from '@shared/schemas/notification';
import { pushRegistrations } from '../../data/push-registrations';
import { invalidInput, NotFoundError } from '../../lib/errors';
import { pushAllowedOrigins } from '../../lib/env';
import { logger } from '../../lib/logger';
import { checkPushEndpoint } from './push-endpoint';
import type { Caller } from '../../lib/caller';

/** A person rarely has more browsers than this; past it the least recently refreshed one goes. */
export const MAX_DEVICES = 20;

/** The same browser (endpoint) always maps to the same id, so registering again never duplicates. */
export const registrationIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

async function save(uid: string, registrationId: string, input: PushRegistrationInput): Promise<PushRegistrationDto> {
  // The consumer will POST to this URL: only a browser push service is worth storing.
  if (!checkPushEndpoint(input.endpoint, pushAllowedOrigins()).ok) {
    throw invalidInput([{ path: 'endpoint', message: pushMessages.unknownPushService }]);
  }
  const refreshedAt = new Date().toISOString();
  await pushRegistrations.put({
    userId: uid,
    registrationId,
    endpoint: input.endpoint,
    auth: input.keys.auth,
    p256dh: input.keys.p256dh,
    refreshedAt,
  });
  return { registrationId, refreshedAt };
}

/** POST /api/push-registrations: this browser, for the caller (201). */
export async function registerPush(caller: Pick<Caller, 'uid'>, input: PushRegistrationInput): Promise<PushRegistrationDto> {
  const registrationId = registrationIdOf(input.endpoint);
  const saved = await save(caller.uid, registrationId, input);
  const mine = await pushRegistrations.listByUser(caller.uid);
  if (mine.length > MAX_DEVICES) {
    const oldest = mine
      .filter((r) => r.registrationId !== registrationId)
      .sort((a, b) => a.refreshedAt.localeCompare(b.refreshedAt))
      .slice(0, mine.length - MAX_DEVICES);
    await pushRegistrations.delete(oldest.map(({ userId, registrationId: id }) => ({ userId, registrationId: id })));
  }
  logger.info('push registered', { registrationId, devices: Math.min(mine.length, MAX_DEVICES) });
  return saved;
}

/** PATCH /api/push-registrations/{id}: the weekly refresh, with the browser's current keys. 404 if not the caller's. */
export async function refreshPush(caller: Pick<Caller, 'uid'>, registrationId: string, input: PushRegistrationInput): Promise<PushRegistrationDto> {
  if (!(await pushRegistrations.get(caller.uid, registrationId))) throw new NotFoundError(pushMessages.registrationNotFound);
  return save(caller.uid, registrationId, input);
}

/** DELETE /api/push-registrations/{id}: push turned off on that browser. 404 if not the caller's. */
export async function unregisterPush(caller: Pick<Caller, 'uid'>, registrationId: string): Promise<{ ok: true }> {
  if (!(await pushRegistrations.remove(caller.uid, registrationId))) throw new NotFoundError(pushMessages.registrationNotFound);
  return { ok: true };
}
