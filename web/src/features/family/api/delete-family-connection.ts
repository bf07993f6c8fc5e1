import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const deleteFamilyConnection = (connectionId: string): Promise<OutputOf<'deleteFamilyConnection'>> =>
  api.call('deleteFamilyConnection', { params: { connectionId } });
