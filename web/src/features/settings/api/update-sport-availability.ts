import type { BodyInputOf, OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type SportAvailability = BodyInputOf<'updateSportAvailability'>['sportAvailability'];

export const updateSportAvailability = (uid: string, sportAvailability: SportAvailability): Promise<OutputOf<'updateSportAvailability'>> =>
  api.call('updateSportAvailability', { params: { uid }, body: { sportAvailability } });
