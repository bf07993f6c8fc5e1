import { flagsForAudience } from '@shared/constants/betas';
import type { CallerFlagsDto, FlagsDto } from '@shared/schemas/admin';
import { featureFlags, type FlagsItem } from '../../data/admin';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import type { Caller } from '../../lib/caller';

const toDto = (f: FlagsItem | null): FlagsDto => ({
  subscriptionsEnabled: f?.subscriptionsEnabled === true,
  badges: f?.badges === true,
});

/**
 * The one flag reader: the stored switches as this person sees them, a flag with a beta audience
 * on for the people in that beta (shared/constants/betas.ts). A visitor sees the switches alone.
 */
export async function flagsFor(
  uid: string | undefined,
  options: { shared?: boolean; reader?: Pick<UserItem, 'betas'> | null } = {},
): Promise<FlagsDto> {
  // `shared`: the switches as any load in this process read them in the last 30 s (the home
  // dashboard); `reader`: the person's profile when the caller already holds it.
  const [flags, user] = await Promise.all([
    options.shared ? featureFlags.recent() : featureFlags.get(),
    options.reader !== undefined ? options.reader : uid ? users.get(uid) : null,
  ]);
  return flagsForAudience(toDto(flags), user?.betas);
}

/** Remote feature flags: every flag off until an admin turns it on (spec §6), or the caller is in its beta. */
export async function getFlags(caller: Pick<Caller, 'uid'> | undefined): Promise<CallerFlagsDto> {
  const [everyone, user] = await Promise.all([featureFlags.get().then(toDto), caller ? users.get(caller.uid) : null]);
  return { ...flagsForAudience(everyone, user?.betas), everyone };
}

export async function updateFlags(admin: Caller, changes: Partial<FlagsDto>): Promise<CallerFlagsDto> {
  await featureFlags.set(changes, admin.uid);
  logger.info('feature flags changed', { changes });
  return getFlags(admin);
}
