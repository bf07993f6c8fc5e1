import { describe, expect, it } from 'vitest';
import { formatAnswer } from './format-answer';

describe('formatAnswer', () => {
  it('writes each kind of answer as a person reads it', () => {
    expect(formatAnswer({ type: 'checkbox', id: 'c', label: 'OK', required: false }, true)).toBe('Yes');
    expect(formatAnswer({ type: 'checkbox', id: 'c', label: 'OK', required: false }, false)).toBe('No');
    expect(formatAnswer({ type: 'multipleChoice', id: 'm', label: 'Days', required: false, options: ['Mon', 'Wed'] }, ['Mon', 'Wed'])).toBe('Mon, Wed');
    expect(formatAnswer({ type: 'waiver', id: 'w', label: 'Waiver', required: true, text: 'x'.repeat(20) }, { name: 'Ada L', agreed: true })).toBe('Signed: Ada L');
    expect(formatAnswer({ type: 'payment', id: 'p', label: 'Fee', required: true, mode: 'chosen', amount: 20, min: 10, max: 50 }, { amount: 12.5 })).toBe('$12.50');
    expect(formatAnswer({ type: 'payment', id: 'p', label: 'Fee', required: true, mode: 'fixed', amount: 25 }, undefined)).toBe('');
    expect(formatAnswer({ type: 'shortText', id: 's', label: 'Name', required: true }, 'Ada')).toBe('Ada');
  });
});
