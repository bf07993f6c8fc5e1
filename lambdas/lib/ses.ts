import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './clients';
import { env } from './env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Send one rendered e-mail from MAIL_FROM through SES (SES local on a laptop). */
export async function sendEmail({ to, subject, text, html }: OutgoingEmail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text }, Html: { Data: html } } } },
    }),
  );
}
