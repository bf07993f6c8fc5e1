import { i18n } from '@web/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { limits } from '@shared/constants/limits';

/**
 * Inputs of the Cognito forms. They go to Cognito, not to our API, so they are not route-table
 * contracts; the password rule mirrors the user pool's policy (8+ characters, upper, lower, number,
 * symbol: lib/constructs/auth.ts and the local pool).
 */
/** Zod reads the message when it checks, so it is in the language of that moment. */
const say = (descriptor: MessageDescriptor) => ({ error: () => i18n._(descriptor) });

// Lower-cased: Cognito in AWS matches sign-in e-mails without regard to case; the local pool does
// not, so "Pat@Example.com" at sign-in would miss an account made as "pat@example.com".
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, say(msg`Enter your email`))
  .pipe(
    z
      .email(say(msg`Please enter a valid email address`))
      .max(limits.emailMax, say(msg`Must be at most ${limits.emailMax} characters`)),
  );

/** The characters Cognito counts as symbols (its password policy's list). */
const cognitoSymbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

const newPassword = z
  .string()
  .min(8, say(msg`Use at least 8 characters`))
  .max(256, say(msg`Use at most 256 characters`))
  .regex(/[A-Z]/, say(msg`Add an uppercase letter`))
  .regex(/[a-z]/, say(msg`Add a lowercase letter`))
  .regex(/\d/, say(msg`Add a number`))
  .regex(cognitoSymbol, say(msg`Add a symbol such as ! ? # or @`));

const mismatch = msg`The passwords do not match`;

export const signInInput = z.object({
  email,
  password: z.string().min(1, say(msg`Enter your password`)),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z
  .object({ email, password: newPassword, confirmPassword: z.string().min(1, say(msg`Confirm your password`)) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], ...say(mismatch) });
export type SignUpInput = z.infer<typeof signUpInput>;

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, say(msg`Enter the 6-digit code from the email`));

export const verifyEmailInput = z.object({ email, code });
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

/** /verify-new-email: the new address, then the code sent to it. */
export const newEmailInput = z.object({ email });
export type NewEmailInput = z.infer<typeof newEmailInput>;
export const emailCodeInput = z.object({ code });
export type EmailCodeInput = z.infer<typeof emailCodeInput>;

export const requestResetInput = z.object({ email });
export type RequestResetInput = z.infer<typeof requestResetInput>;

export const confirmResetInput = z
  .object({ code, password: newPassword, confirmPassword: z.string().min(1, say(msg`Confirm your new password`)) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], ...say(mismatch) });
export type ConfirmResetInput = z.infer<typeof confirmResetInput>;
