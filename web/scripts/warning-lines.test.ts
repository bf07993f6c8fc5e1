import { describe, expect, it } from 'vitest';
import { warningLines } from './warning-lines';

describe('warningLines', () => {
  it("finds Vite's notices and rolldown's diagnostics, colour codes and all", () => {
    const log = [
      'vite v8.3.8 building client environment for production...',
      '\x1b[33m(!) Your Vite config uses features that are unsupported\x1b[39m',
      "[IMPORT_IS_UNDEFINED] Import `useOptimistic` will always be undefined",
      'Warning: something else',
      '✓ built in 2.51s',
    ].join('\n');
    expect(warningLines(log)).toEqual([
      '(!) Your Vite config uses features that are unsupported',
      '[IMPORT_IS_UNDEFINED] Import `useOptimistic` will always be undefined',
      'Warning: something else',
    ]);
  });

  it('passes a clean log', () => {
    expect(warningLines('transforming...\n✓ 3551 modules transformed.\ndist/index.html  1.2 kB │ gzip: 0.6 kB\n✓ built in 924ms')).toEqual([]);
  });
});
