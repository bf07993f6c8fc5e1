import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { BadRequestError } from '../../lib/errors';
import { checkAlternateEmails } from './settings';

const issuesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as BadRequestError).issues;
  }
  throw new Error('expected a 400');
};

describe('checkAlternateEmails (§5 alternate e-mail)', () => {
  it('trims and keeps valid, distinct addresses', () => {
    expect(checkAlternateEmails('me@example.com', { alternateEmails: [' work@example.com ', 'home@example.com'] })).toEqual([
      'work@example.com',
      'home@example.com',
    ]);
  });

  it("refuses the account e-mail, in any case, naming the entry with 'This email is already added'", () => {
    expect(issuesOf(() => checkAlternateEmails('me@example.com', { alternateEmails: ['ME@example.com'] }))).toEqual([
      { path: 'alternateEmails.0', message: messages.emailAlreadyAdded },
    ]);
  });

  it('reports a duplicate on the later entry', () => {
    expect(issuesOf(() => checkAlternateEmails('me@example.com', { alternateEmails: ['a@example.com', 'A@example.com'] }))).toEqual([
      { path: 'alternateEmails.1', message: messages.emailAlreadyAdded },
    ]);
  });

  it("refuses an address that is not valid with 'Please enter a valid email address'", () => {
    expect(issuesOf(() => checkAlternateEmails('me@example.com', { alternateEmails: ['not-an-email'] }))).toEqual([
      { path: 'alternateEmails.0', message: messages.invalidEmail },
    ]);
  });
});
