import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { gameTypes } from '../constants/lists';

export const ambassadorExperience = ['none', 'some', 'lots'] as const;
/** received on applying; an admin then approves or declines (the applicant is e-mailed). */
export const ambassadorStatuses = ['received', 'approved', 'declined'] as const;

/** start/ambassador: an application to be a local Rally ambassador (one per person). */
export const ambassadorApplicationInput = z.object({
  fullName: singleLineText(100, { min: 2, minMessage: 'Enter your full name', maxMessage: 'At most 100 characters' }),
  city: singleLineText(100, { min: 2, minMessage: 'Enter your city', maxMessage: 'At most 100 characters' }),
  sports: z
    .array(z.enum(gameTypes, { error: 'Choose from the list' }))
    .min(1, 'Pick at least one sport')
    .max(5, 'Pick at most 5 sports'),
  experience: z.enum(ambassadorExperience, { error: 'Choose how much you have organised' }),
  hoursPerMonth: z.coerce
    .number({ error: 'Enter a number of hours' })
    .int('Enter whole hours')
    .min(1, 'At least 1 hour a month')
    .max(80, 'At most 80 hours a month'),
  motivation: multiLineText(1000, {
    min: 20,
    minMessage: 'Tell us a little more (at least 20 characters)',
    maxMessage: 'At most 1000 characters',
  }),
});
export type AmbassadorApplicationInput = z.infer<typeof ambassadorApplicationInput>;

export const ambassadorApplicationDto = ambassadorApplicationInput.extend({
  userId: z.string(),
  email: z.string(),
  status: z.enum(ambassadorStatuses),
  createdAt: z.string(),
});
export type AmbassadorApplicationDto = z.infer<typeof ambassadorApplicationDto>;

/** The caller's application, or null before they applied. */
export const myAmbassadorApplicationDto = z.object({ application: ambassadorApplicationDto.nullable() });
