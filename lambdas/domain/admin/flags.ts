import type { FlagsDto } from '@shared/schemas/admin';
import { featureFlags, type FlagsItem } from '../../data/admin';
import { logger } from '../../lib/logger';
import type { Caller } from '../../lib/caller';

const toDto = (f: FlagsItem | null): FlagsDto => ({
  subscriptionsEnabled: f?.subscriptionsEnabled === true,
  badges: f?.badges === true,
});

/** Remote feature flags: every flag off until an admin turns it on (spec §6). */
export async function getFlags(): Promise<FlagsDto> {
  return toDto(await featureFlags.get());
}

export async function updateFlags(admin: Caller, changes: Partial<FlagsDto>): Promise<FlagsDto> {
  const saved = await featureFlags.set(changes, admin.uid);
  logger.info('feature flags changed', { changes });
  return toDto(saved);
}
