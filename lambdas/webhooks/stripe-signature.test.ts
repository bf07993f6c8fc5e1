import { describe, expect, it } from 'vitest';
import { signedAt } from './stripe-signature';

describe('signedAt', () => {
  it("reads the one `t` of a Stripe-Signature header, as Stripe's verifier does", () => {
    expect(signedAt('t=1764140000,v1=abc,v0=def')).toBe(1764140000);
    expect(signedAt('v1=abc,t=1764140000')).toBe(1764140000);
    // A part with a leading space is not `t` to Stripe's parser either.
    expect(signedAt('t=1764140000, t=9999999999,v1=abc')).toBe(1764140000);
  });

  it('gives null for no timestamp, two of them, or one that is not a number', () => {
    expect(signedAt('v1=abc')).toBeNull();
    expect(signedAt('t=1,t=2,v1=abc')).toBeNull();
    expect(signedAt('t=soon,v1=abc')).toBeNull();
    expect(signedAt('t=,v1=abc')).toBeNull();
    expect(signedAt('')).toBeNull();
  });
});
