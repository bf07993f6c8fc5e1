import type { OutputOf } from '../../../../../shared/api/routes';
import type { PrivacyTogglesInput } from '../../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';

export type PrivacySettings = OutputOf<'updatePrivacy'>;

export const updatePrivacy = (uid: string, body: PrivacyTogglesInput): Promise<PrivacySettings> =>
  api.call('updatePrivacy', { params: { uid }, body });

export const blockUsers = (uid: string, userIds: string[]): Promise<PrivacySettings> =>
  api.call('blockUsers', { params: { uid }, body: { userIds } });

export const unblockUser = (uid: string, blockedUid: string): Promise<PrivacySettings> =>
  api.call('unblockUser', { params: { uid, blockedUid } });
