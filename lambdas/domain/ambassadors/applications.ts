import type { AmbassadorApplicationDto, AmbassadorApplicationInput } from '../../../shared/schemas/ambassador';
import { ambassadorApplications, type AmbassadorApplicationItem } from '../../data/ambassador-applications';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/queue';
import { ConflictError, ForbiddenError } from '../../middleware/errors';

export const ambassadorMessages = {
  alreadyApplied: 'You have already applied to be an ambassador.',
} as const;

const toDto = (a: AmbassadorApplicationItem): AmbassadorApplicationDto => ({
  userId: a.userId,
  email: a.email,
  fullName: a.fullName,
  city: a.city,
  sports: a.sports as AmbassadorApplicationDto['sports'],
  experience: a.experience,
  hoursPerMonth: a.hoursPerMonth,
  motivation: a.motivation,
  status: 'received',
  createdAt: a.createdAt ?? new Date().toISOString(),
});

/**
 * start/ambassador: store the caller's application (one per person, 409 for a second) and e-mail
 * a confirmation to their account address; a queue failure is logged, the application stands.
 */
export async function applyAsAmbassador(caller: { uid: string; email?: string }, input: AmbassadorApplicationInput) {
  const email = caller.email || (await users.get(caller.uid))?.email;
  if (!email) throw new ForbiddenError('Your account has no e-mail address to reply to.');
  const saved = await ambassadorApplications.create({ userId: caller.uid, email, ...input });
  if (saved === 'exists') throw new ConflictError(ambassadorMessages.alreadyApplied);
  await sendMail({
    to: email,
    dedupeKey: `ambassador:${caller.uid}`,
    template: { name: 'ambassador-application-received', data: { firstName: input.fullName.split(/\s+/)[0] ?? '', city: input.city } },
  }).catch((error: unknown) => logger.error('ambassador confirmation not queued', { error: error as Error }));
  logger.info('ambassador application received');
  return toDto(saved);
}

export async function getMyAmbassadorApplication(caller: { uid: string }) {
  const found = await ambassadorApplications.get(caller.uid);
  return { application: found ? toDto(found) : null };
}
