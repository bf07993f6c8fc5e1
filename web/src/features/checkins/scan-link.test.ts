import { describe, expect, it } from 'vitest';
import { checkInScanPath, checkInTargetOf, uidFromCard } from './scan-link';

const origin = 'https://rally.example';

describe('player card codes', () => {
  it('reads the person from a card’s profile link', () => {
    expect(uidFromCard(`${origin}/profile/abc-123`, origin)).toBe('abc-123');
    expect(uidFromCard(`  ${origin}/profile/abc_123/ `, origin)).toBe('abc_123');
  });
  it('refuses anything that is not a card of this site', () => {
    expect(uidFromCard('https://elsewhere.example/profile/abc', origin)).toBeNull();
    expect(uidFromCard(`${origin}/evt/abc`, origin)).toBeNull();
    expect(uidFromCard(`${origin}/profile/abc/edit`, origin)).toBeNull();
    expect(uidFromCard('hello', origin)).toBeNull();
  });
});

describe('the check-in scan link', () => {
  it('carries the event and the occurrence there and back', () => {
    const path = checkInScanPath('evt-1', '2026-12-01T18:00:00.000Z');
    expect(path).toBe('/scan?event=evt-1&occurrence=2026-12-01T18%3A00%3A00.000Z');
    expect(checkInTargetOf(new URLSearchParams(path.split('?')[1]))).toEqual({ eventId: 'evt-1', occurrence: '2026-12-01T18:00:00.000Z' });
    expect(checkInTargetOf(new URLSearchParams('event=evt-1'))).toBeNull();
  });
});
