import type { OutputOf } from '../../../../../shared/api/routes';
import type { FamilyMemberInput } from '../../../../../shared/schemas/family';
import { api } from '../../../lib/api-client';

export const createFamilyConnection = (uid: string, body: FamilyMemberInput): Promise<OutputOf<'createFamilyConnection'>> =>
  api.call('createFamilyConnection', { params: { uid }, body });
