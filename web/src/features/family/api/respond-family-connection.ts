import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const respondFamilyConnection = (connectionId: string, accept: boolean): Promise<OutputOf<'respondFamilyConnection'>> =>
  api.call('respondFamilyConnection', { params: { connectionId }, body: { accept } });
