import type { FieldErrors, Resolver, ResolverError } from 'react-hook-form';
import { messages } from '@shared/constants/messages';
import { alternateEmail, type AlternateEmailsInput } from '@shared/schemas/settings';

/**
 * Spec §5 alternate e-mail: trimmed, a valid address ('Please enter a valid email address'), and
 * no duplicate of an earlier one or of the account e-mail ('This email is already added').
 * Returns one message (or undefined) per entry, plus the trimmed list to save.
 */
export function validateAlternateEmails(
  entries: readonly string[],
  accountEmail: string,
): { errors: (string | undefined)[]; emails: string[]; valid: boolean } {
  const seen = new Set<string>([accountEmail.trim().toLowerCase()]);
  const emails = entries.map((entry) => entry.trim());
  const errors = emails.map((email) => {
    if (!alternateEmail.safeParse(email).success) return messages.invalidEmail;
    const key = email.toLowerCase();
    if (seen.has(key)) return messages.emailAlreadyAdded;
    seen.add(key);
    return undefined;
  });
  return { errors, emails, valid: errors.every((error) => error === undefined) };
}

/** The card's form: the addresses as typed, one row each. */
export interface AlternateEmailRows {
  emails: string[];
}

/**
 * The card's resolver: validateAlternateEmails over the rows, each message under its own row, and
 * the trimmed list (the updateAlternateEmails body) when every row is valid.
 */
export function alternateEmailsResolver(accountEmail: string): Resolver<AlternateEmailRows, unknown, AlternateEmailsInput> {
  return (rows) => {
    const result = validateAlternateEmails(rows.emails, accountEmail);
    if (result.valid) return { values: { alternateEmails: result.emails }, errors: {} };
    const emails = result.errors.map((message) => (message ? { type: 'validate', message } : undefined));
    const failed: ResolverError<AlternateEmailRows> = { values: {}, errors: { emails } as FieldErrors<AlternateEmailRows> };
    return failed;
  };
}
