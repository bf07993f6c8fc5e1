import type { BodyOf } from '@shared/api/routes';
import { messages } from '@shared/constants/messages';
import { alternateEmailsFor, type AlternateEmailsInput, type NotificationSettings } from '@shared/schemas/settings';
import { users, type UserSettingsWrite } from '../../data/users';
import { ForbiddenError, invalidInput, NotFoundError, toIssues } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { reindexPerson } from '../fill/index-writer';

type SportAvailability = BodyOf<'updateSportAvailability'>['sportAvailability'];

/**
 * Settings routes are owner-only and each SETs only its own attribute of the user item, so a
 * privacy save and a notification-settings save at the same moment both land.
 */
function ownerOnly(caller: Pick<Caller, 'uid'>, uid: string) {
  if (caller.uid !== uid) throw new ForbiddenError();
}

async function save(uid: string, fields: UserSettingsWrite) {
  const saved = await users.setSettings(uid, fields);
  // Settings belong to a profile: they can be saved once "Setup Account" created it.
  if (!saved) throw new NotFoundError(messages.userNotFound);
  return saved;
}

/**
 * The alternate e-mail rule with the account e-mail known (§5): trimmed, valid, no duplicate and
 * not the account e-mail; 400 naming `alternateEmails.N` otherwise.
 */
export function checkAlternateEmails(accountEmail: string, input: AlternateEmailsInput): string[] {
  const result = alternateEmailsFor(accountEmail).safeParse(input);
  if (!result.success) throw invalidInput(toIssues(result.error));
  return result.data.alternateEmails;
}

export async function updateAlternateEmails(caller: Pick<Caller, 'uid' | 'email'>, uid: string, input: AlternateEmailsInput) {
  ownerOnly(caller, uid);
  const alternateEmails = checkAlternateEmails(caller.email, input);
  const saved = await save(uid, { alternateEmails });
  return { alternateEmails: saved.alternateEmails ?? [] };
}

export async function updateNotificationSettings(caller: Pick<Caller, 'uid'>, uid: string, notificationSettings: NotificationSettings) {
  ownerOnly(caller, uid);
  const saved = await save(uid, { notificationSettings });
  return { notificationSettings: saved.notificationSettings as NotificationSettings };
}

export async function updateSportAvailability(caller: Pick<Caller, 'uid'>, uid: string, sportAvailability: SportAvailability) {
  ownerOnly(caller, uid);
  const saved = await save(uid, { sportAvailability });
  await reindexPerson(uid);
  return { sportAvailability: saved.sportAvailability as SportAvailability };
}
