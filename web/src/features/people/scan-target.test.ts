import { describe, expect, it } from 'vitest';
import { scanTarget } from './scan-target';

const origin = 'https://rally.example';

describe('what a scanned code opens', () => {
  it('opens a link to this site inside the app', () => {
    expect(scanTarget('https://rally.example/profile/abc?x=1', origin)).toEqual({ kind: 'app', path: '/profile/abc?x=1' });
  });

  it('leaves another site as a link the person chooses to open', () => {
    expect(scanTarget('https://elsewhere.example/pay', origin)).toEqual({ kind: 'external', url: 'https://elsewhere.example/pay' });
  });

  it('shows anything else as text, never as a link (no javascript: URLs)', () => {
    expect(scanTarget('javascript:alert(1)', origin)).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(scanTarget('  hello  ', origin)).toEqual({ kind: 'text', text: 'hello' });
  });
});
