import { currentLocale } from '@web/lib/i18n';

/**
 * Sent with every Cognito call that mails a code (sign-up, resend, password reset, e-mail change):
 * the pool's trigger writes the code mail in the language the person sees the app in
 * (lambdas/domain/mail/code-mail.ts), which a new account has no profile to store yet.
 */
export const codeMailMetadata = () => ({ clientMetadata: { locale: currentLocale() } });
