import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes whole letters from the first two words that have one, skipping emoji and symbols', () => {
    expect(initialsOf('Pat Player')).toBe('PP');
    expect(initialsOf('Zoë 🏀 <b>x</b>')).toBe('ZB');
    expect(initialsOf('🏐 Émile')).toBe('É');
    expect(initialsOf('李 小龙')).toBe('李小');
    expect(initialsOf('🏀🏀')).toBe('');
  });
});
