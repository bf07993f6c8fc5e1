import { describe, expect, it } from 'vitest';
import { requestResetInput, signInInput } from './schemas';

describe('auth e-mails', () => {
  it('signs in with the address however it was capitalised or spaced', () => {
    expect(signInInput.parse({ email: '  Pat.Player@Example.COM ', password: 'whatever1' }).email).toBe('pat.player@example.com');
    expect(requestResetInput.parse({ email: 'PLAYER@example.com' }).email).toBe('player@example.com');
  });

  it('still names an empty or malformed address', () => {
    expect(signInInput.safeParse({ email: '   ', password: 'x' }).error?.issues[0]?.message).toBe('Enter your email');
    expect(signInInput.safeParse({ email: 'Pat@', password: 'x' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
