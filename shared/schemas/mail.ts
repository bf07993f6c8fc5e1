import * as z from 'zod';
import { locales } from '../constants/locales';
import { emailAddress } from './text';

/**
 * Mail queue message (spec §3 "Mailer request: to, template {name, data}").
 * Parsed by sendMail() before enqueueing and by jobs/send-mail.ts when consuming.
 */
export const mailTemplateNames = [
  'verification-code',
  'password-reset-code',
  'notification',
  'team-create-motivation-notification',
  'activity-subscription-confirmation',
  'activity-digest',
  'event-reminder',
  'event-cancelled',
  'family-connection-request',
  'ambassador-application-received',
  'ambassador-application-decided',
] as const;
export type MailTemplateName = (typeof mailTemplateNames)[number];

export const mailMessage = z.object({
  to: emailAddress(254, 'Invalid e-mail address'),
  /**
   * Producer-chosen idempotency key (e.g. `notify:{notificationId}`): the consumer sends once per
   * key even if the producer enqueued twice. Without one, the SQS message id is the key.
   */
  dedupeKey: z.string().min(1).max(200).optional(),
  message: z.object({ subject: z.string().min(1).max(200) }).optional(),
  /** The recipient's language (their profile's); English when the producer does not know it. */
  locale: z.enum(locales).optional(),
  /**
   * Unsubscribe links for a recipient without an account (a guest): the footer links to `page`
   * (a page that unsubscribes on opening) instead of the settings page, and `oneClick` (answers
   * a POST, RFC 8058) goes in the List-Unsubscribe header.
   */
  unsubscribe: z
    .object({ page: z.url({ protocol: /^https?$/ }).max(500), oneClick: z.url({ protocol: /^https?$/ }).max(500) })
    .optional(),
  template: z.object({
    name: z.enum(mailTemplateNames),
    data: z.record(z.string().max(100), z.unknown()).default({}),
  }),
});
export type MailMessage = z.infer<typeof mailMessage>;
