import type { AmbassadorApplicationDto, AmbassadorApplicationInput } from '@shared/schemas/ambassador';
import { ambassadorApplications, type AmbassadorApplicationItem } from '../../data/ambassador-applications';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/queue';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';

export const ambassadorMessages = {
  alreadyApplied: 'You have already applied to be an ambassador.',
  notFound: 'Application not found',
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
  status: a.status,
  createdAt: a.createdAt ?? new Date().toISOString(),
});

/**
 * start/ambassador: store the caller's application (one per person, 409 for a second) and e-mail
 * a confirmation to their account address; a queue failure is logged, the application stands.
 */
export async function applyAsAmbassador(caller: Pick<Caller, 'uid'> & Partial<Pick<Caller, 'email'>>, input: AmbassadorApplicationInput) {
  const profile = await users.get(caller.uid);
  const email = caller.email || profile?.email;
  if (!email) throw new ForbiddenError('Your account has no e-mail address to reply to.');
  const saved = await ambassadorApplications.create({ userId: caller.uid, email, ...input });
  if (saved === 'exists') throw new ConflictError(ambassadorMessages.alreadyApplied);
  await sendMail({
    to: email,
    dedupeKey: `ambassador:${caller.uid}`,
    ...(profile?.locale ? { locale: profile.locale } : {}),
    template: { name: 'ambassador-application-received', data: { firstName: input.fullName.split(/\s+/)[0] ?? '', city: input.city } },
  }).catch((error: unknown) => logger.error('ambassador confirmation not queued', { error: error as Error }));
  logger.info('ambassador application received');
  return toDto(saved);
}

export async function getMyAmbassadorApplication(caller: Pick<Caller, 'uid'>) {
  const found = await ambassadorApplications.get(caller.uid);
  return { application: found ? toDto(found) : null };
}

/** Admin review: applications with a status, newest first. */
export async function listApplications(status: AmbassadorApplicationDto['status']): Promise<{ items: AmbassadorApplicationDto[] }> {
  return { items: (await ambassadorApplications.withStatus(status)).map(toDto) };
}

/** Admin review: approve or decline; the applicant is e-mailed the decision (a queue failure is logged). */
export async function decideApplication(admin: Pick<Caller, 'uid'>, userId: string, status: 'approved' | 'declined') {
  const app = await ambassadorApplications.get(userId);
  if (!app) throw new NotFoundError(ambassadorMessages.notFound);
  const saved = await ambassadorApplications.decide(app, status, admin.uid);
  if (!saved) throw new NotFoundError(ambassadorMessages.notFound);
  if (app.status !== status) {
    const locale = (await users.get(userId))?.locale;
    await sendMail({
      to: saved.email,
      dedupeKey: `ambassador:${userId}:${status}`,
      ...(locale ? { locale } : {}),
      template: { name: 'ambassador-application-decided', data: { firstName: saved.fullName.split(/\s+/)[0] ?? '', city: saved.city, status } },
    }).catch((error: unknown) => logger.error('ambassador decision not queued', { error: error as Error }));
  }
  logger.info('ambassador application decided', { status });
  return toDto(saved);
}
