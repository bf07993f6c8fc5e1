import type { CustomMessageTriggerEvent } from 'aws-lambda';
import * as z from 'zod';
import { isCodeMailSource, renderCodeMail } from '../domain/mail/code-mail';
import { logger } from '../lib/logger';

/**
 * The user pool's CustomMessage trigger: the code mails (sign-up, resent code, password reset,
 * e-mail change) in the person's language, rendered by the templates every other mail uses.
 * Cognito swaps its `{####}` for the code. Anything else (an admin-created user's invitation) and
 * any failure leave the event as it came, so Cognito sends the pool's own English message: a code
 * mail in English beats a sign-up that fails.
 */
const triggerEnv = z.object({
  /** The public origin for the footer's links; unset on a stage without its own domain (no links). */
  APP_URL: z.url().optional(),
});

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const source = event.triggerSource.replace(/^CustomMessage_/, '');
  if (!isCodeMailSource(source)) return event;
  try {
    const mail = await renderCodeMail(
      {
        source,
        code: event.request.codeParameter,
        clientMetadata: event.request.clientMetadata,
        userAttributes: event.request.userAttributes,
      },
      triggerEnv.parse(process.env).APP_URL ?? '',
    );
    // Cognito mails one body, as HTML; the subject is at most 140 characters.
    event.response.emailSubject = mail.subject;
    event.response.emailMessage = mail.html;
    logger.info('code mail rendered', { source, locale: mail.locale });
  } catch (error) {
    logger.error('code mail not rendered: Cognito sends its own', { source, error });
  }
  return event;
}
