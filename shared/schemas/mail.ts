import * as z from 'zod';

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
] as const;
export type MailTemplateName = (typeof mailTemplateNames)[number];

export const mailMessage = z.object({
  to: z.email(),
  message: z.object({ subject: z.string().min(1).max(200) }).optional(),
  template: z.object({
    name: z.enum(mailTemplateNames),
    data: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type MailMessage = z.infer<typeof mailMessage>;
