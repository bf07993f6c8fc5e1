import { isLocale, sourceLocale, type Locale } from '@shared/constants/locales';
import type { MailTemplateName } from '@shared/schemas/mail';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { renderMail, type RenderedMail } from './templates';

/**
 * The mails Cognito sends with a code, in the person's language. In AWS the user pool's
 * CustomMessage trigger (lambdas/triggers/cognito-custom-message.ts) renders them; locally the
 * cognito-local bridge (lib/local/cognito.ts) does, through the same functions, so both choose the
 * language alike and say the same words.
 */

/** Cognito's trigger sources that send a code, and the mail each one is. */
const codeMailTemplates = {
  SignUp: 'verification-code',
  ResendCode: 'verification-code',
  ForgotPassword: 'password-reset-code',
  UpdateUserAttribute: 'verification-code',
  VerifyUserAttribute: 'verification-code',
} as const satisfies Record<string, MailTemplateName>;

export type CodeMailSource = keyof typeof codeMailTemplates;

export const isCodeMailSource = (source: string): source is CodeMailSource => Object.hasOwn(codeMailTemplates, source);

/** What Cognito knows when it sends a code: the trigger event's request, or cognito-local's delivery call. */
export interface CodeMailRequest {
  source: CodeMailSource;
  /** The code itself locally; Cognito's `{####}` placeholder in the trigger, which Cognito replaces. */
  code: string;
  /** ClientMetadata of the call that sent the code; the web sends `{ locale }`, the app's language. */
  clientMetadata?: Record<string, string | undefined> | null;
  /** The user's attributes: `sub` keys the profile, `locale` is the OIDC standard attribute. */
  userAttributes?: Record<string, string | undefined> | null;
}

/** `es`, `es-MX` or `ES_es` as a language Rally speaks, else undefined. */
export function supportedLocale(tag: string | undefined | null): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The language stored on the profile (settings), read only when nothing cheaper named one. */
export async function storedLocale(uid: string): Promise<Locale | undefined> {
  return (await users.get(uid))?.locale;
}

/**
 * The first language Rally speaks among: what the web sent with the call (the language the person
 * sees the app in), the user's `locale` attribute, the language on their profile; else English.
 * A source naming a language Rally does not speak is passed over, and a profile that cannot be read
 * is too: a code mail in English beats no code mail.
 */
export async function codeMailLocale(
  request: Pick<CodeMailRequest, 'clientMetadata' | 'userAttributes'>,
  readStored: (uid: string) => Promise<Locale | undefined> = storedLocale,
): Promise<Locale> {
  const named = supportedLocale(request.clientMetadata?.locale) ?? supportedLocale(request.userAttributes?.locale);
  if (named) return named;
  const uid = request.userAttributes?.sub;
  if (uid) {
    try {
      const stored = await readStored(uid);
      if (stored) return stored;
    } catch (error) {
      logger.warn('code mail language not read from the profile', { error });
    }
  }
  return sourceLocale;
}

/** Subject, text and HTML of a code mail in the person's language. `appUrl` empty: no links in the footer. */
export async function renderCodeMail(
  request: CodeMailRequest,
  appUrl: string,
  readStored?: (uid: string) => Promise<Locale | undefined>,
): Promise<RenderedMail & { locale: Locale }> {
  const locale = await codeMailLocale(request, readStored);
  const to = request.userAttributes?.email ?? '';
  const mail = renderMail({ to, locale, template: { name: codeMailTemplates[request.source], data: { code: request.code } } }, appUrl);
  return { ...mail, locale };
}
