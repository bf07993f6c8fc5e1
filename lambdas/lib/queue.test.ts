import { describe, expect, it } from 'vitest';
import { queueBody } from './queue';

describe('queueBody', () => {
  it('writes emoji as JSON escapes, so the body is plain BMP text that parses back to the same value', () => {
    const value = { event: 'Sunday 🏐 volleyball', sender: 'Zoë 👋🏽', text: 'ok ✓ — “quoted” <b>' };
    const body = queueBody(value);
    expect(body).not.toMatch(/[\u{10000}-\u{10FFFF}]/u);
    expect(body).toContain('Sunday \\ud83c\\udfd0 volleyball');
    // BMP characters stay as they are (the body does not grow for accents, dashes or quotes).
    expect(body).toContain('Zoë');
    expect(body).toContain('ok ✓ — “quoted” <b>');
    expect(JSON.parse(body)).toEqual(value);
  });
});
