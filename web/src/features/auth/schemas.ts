import * as z from 'zod';
import { limits } from '@shared/constants/limits';

/**
 * Inputs of the Cognito forms. They go to Cognito, not to our API, so they are not route-table
 * contracts; the password rule mirrors the user pool's policy (8+ characters, upper, lower, number,
 * symbol: lib/constructs/auth.ts and the local pool).
 */
const email = z.string().trim().min(1, 'Enter your email').pipe(z.email('Please enter a valid email address').max(limits.emailMax, `Must be at most ${limits.emailMax} characters`));

export const passwordRules = ['At least 8 characters', 'An uppercase letter', 'A lowercase letter', 'A number', 'A symbol such as ! ? # or @'] as const;

/** The characters Cognito counts as symbols (its password policy's list). */
const cognitoSymbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

const newPassword = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(256, 'Use at most 256 characters')
  .regex(/[A-Z]/, 'Add an uppercase letter')
  .regex(/[a-z]/, 'Add a lowercase letter')
  .regex(/\d/, 'Add a number')
  .regex(cognitoSymbol, 'Add a symbol such as ! ? # or @');

export const signInInput = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z
  .object({ email, password: newPassword, confirmPassword: z.string().min(1, 'Confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
export type SignUpInput = z.infer<typeof signUpInput>;

const code = z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

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
  .object({ code, password: newPassword, confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
export type ConfirmResetInput = z.infer<typeof confirmResetInput>;
