import type { OutputOf } from '../../../../../shared/api/routes';
import { settingsMessages } from '../../../../../shared/constants/messages';
import { api } from '../../../lib/api-client';

export const deleteAccount = (uid: string): Promise<OutputOf<'deleteAccount'>> =>
  api.call('deleteAccount', { params: { uid }, body: { confirm: settingsMessages.deleteConfirmWord } });
