import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const updateAlternateEmails = (uid: string, alternateEmails: string[]): Promise<OutputOf<'updateAlternateEmails'>> =>
  api.call('updateAlternateEmails', { params: { uid }, body: { alternateEmails } });
