import { apiMessages, messages } from '@shared/constants/messages';
import type { AccountDto } from '@shared/schemas/admin';
import { users, type UserItem } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { identityProvider } from '../../lib/identity/identity-provider';
import { logger } from '../../lib/logger';
import { closeConnectionsOf } from '../messages/realtime';
import { closeSessionsOfDisabled, isDisabled, reopenSessionsOfEnabled } from './session-gate';

/** The rule on its own: an admin may change anyone's account but their own. */
export function mayChangeStatus(caller: Pick<Caller, 'uid'>, userId: string, disabled: boolean): boolean {
  // Enabling oneself changes nothing (a disabled admin cannot call); only disabling is refused.
  return !(disabled && caller.uid === userId);
}

export const accountDtoOf = (caller: Pick<Caller, 'uid'>, user: UserItem, disabled: boolean): AccountDto => ({
  userId: user.uid,
  displayName: user.displayName ?? '',
  fullName: user.fullName ?? '',
  disabled,
  betas: user.betas ?? [],
  self: user.uid === caller.uid,
});

/**
 * GET /api/admin/users?email= (admin): the person with this sign-in e-mail. Found through the
 * profile (byEmail), so an account that never made a profile is not found.
 */
export async function findAccount(caller: Pick<Caller, 'uid'>, email: string): Promise<AccountDto> {
  const user = await users.getByEmail(email);
  if (!user) throw new NotFoundError(messages.userNotFound);
  return accountDtoOf(caller, user, await isDisabled(user.uid));
}

/**
 * PUT /api/admin/users/{userId}/status (admin). Disabling: the session floor first, so every token
 * already out is refused at once even if Cognito is slow; then Cognito (no sign-in, no refresh, the
 * refresh tokens revoked); then the live sockets. Enabling: Cognito first, then the floor opens for
 * tokens issued after the disable (new sign-ins). Each step is idempotent: a failure midway is
 * mended by asking again.
 */
export async function setAccountStatus(caller: Pick<Caller, 'uid'>, userId: string, disabled: boolean): Promise<AccountDto> {
  if (!mayChangeStatus(caller, userId, disabled)) throw new ForbiddenError(apiMessages.ownAccountStatus);
  const user = await users.get(userId);
  if (!user) throw new NotFoundError(messages.userNotFound);

  if (disabled) {
    // False only when the account was deleted meanwhile: nothing is left to disable.
    if (!(await closeSessionsOfDisabled(userId))) throw new NotFoundError(messages.userNotFound);
    await identityProvider().disableUser(userId);
    await closeConnectionsOf(userId);
    // Again now that Cognito issues nothing: the floor then lies past every token it ever issued,
    // so after enabling, the old tokens stay refused and a new sign-in works at once.
    await closeSessionsOfDisabled(userId);
  } else {
    await identityProvider().enableUser(userId);
    await reopenSessionsOfEnabled(userId);
  }
  logger.info(disabled ? 'account disabled' : 'account enabled', { uid: userId, by: caller.uid });
  return accountDtoOf(caller, user, disabled);
}
