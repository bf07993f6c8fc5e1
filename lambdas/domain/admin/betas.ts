import { messages } from '@shared/constants/messages';
import type { AccountDto } from '@shared/schemas/admin';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { isDisabled } from '../users/session-gate';
import { accountDtoOf } from '../users/account-status';

/**
 * PUT /api/admin/users/{userId}/betas (admin; the route checks the group and the input only names
 * known betas): the whole list the person is in from now on. Flags read it through `flagsFor`.
 */
export async function setUserBetas(caller: Pick<Caller, 'uid'>, userId: string, betas: string[]): Promise<AccountDto> {
  const saved = await users.setBetas(userId, betas);
  if (!saved) throw new NotFoundError(messages.userNotFound);
  logger.info('betas set', { uid: userId, betas, by: caller.uid });
  return accountDtoOf(caller, saved, await isDisabled(userId));
}
