import { sesClient } from './clients';
import { env } from './env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click unsubscribe (RFC 8058): the URL answers a POST without login. */
  unsubscribeUrl?: string | undefined;
}

/** Send one rendered e-mail from MAIL_FROM through SES (SES local on a laptop). */
export async function sendEmail({ to, subject, text, html, unsubscribeUrl }: OutgoingEmail): Promise<void> {
  const headers = unsubscribeUrl
    ? [
        { Name: 'List-Unsubscribe', Value: `<${unsubscribeUrl}>` },
        { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
      ]
    : undefined;
  // Loaded on the first e-mail (lib/clients.ts says why).
  const [{ SendEmailCommand }, client] = await Promise.all([import('@aws-sdk/client-sesv2'), sesClient()]);
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: subject },
          Body: { Text: { Data: text }, Html: { Data: html } },
          ...(headers ? { Headers: headers } : {}),
        },
      },
    }),
  );
}
