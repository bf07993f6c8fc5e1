import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { validateAlternateEmails } from './alternate-emails';

describe('validateAlternateEmails', () => {
  it('trims entries and accepts distinct valid addresses', () => {
    expect(validateAlternateEmails(['  a@example.com ', 'b@example.com'], 'me@example.com')).toEqual({
      errors: [undefined, undefined],
      emails: ['a@example.com', 'b@example.com'],
      valid: true,
    });
  });

  it("flags an invalid address with 'Please enter a valid email address'", () => {
    const result = validateAlternateEmails(['not-an-email', ''], 'me@example.com');
    expect(result.errors).toEqual([messages.invalidEmail, messages.invalidEmail]);
    expect(result.valid).toBe(false);
  });

  it("flags a duplicate, or the account e-mail, with 'This email is already added' (case-insensitive)", () => {
    const result = validateAlternateEmails(['ME@example.com', 'a@example.com', 'A@Example.com '], 'me@example.com');
    expect(result.errors).toEqual([messages.emailAlreadyAdded, undefined, messages.emailAlreadyAdded]);
  });
});
