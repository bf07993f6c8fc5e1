import { describe, expect, it } from 'vitest';
import { matchesSearch, type EventItem } from './events';

const now = Date.parse('2026-12-01T12:00:00Z');
const event = (patch: Partial<EventItem> = {}) =>
  ({
    eventId: 'e1',
    gameType: 'Soccer',
    cancelled: false,
    isPrivate: false,
    dateStartMs: now + 3_600_000,
    lastOccurrenceMs: now + 3_600_000,
    searchText: 'pickup soccer \n city park',
    ...patch,
  }) as EventItem;

describe('matchesSearch (the discover filter, applied to events read earlier)', () => {
  it('keeps a listed, upcoming event and leaves out a cancelled one', () => {
    expect(matchesSearch(event(), { nowMs: now, lastFromMs: now })).toBe(true);
    expect(matchesSearch(event({ cancelled: true }), { nowMs: now, lastFromMs: now })).toBe(false);
  });

  it('lists a private event only once its makePublicAfter has passed', () => {
    expect(matchesSearch(event({ isPrivate: true }), { nowMs: now })).toBe(false);
    expect(matchesSearch(event({ isPrivate: true, makePublicAfterMs: now + 1 }), { nowMs: now })).toBe(false);
    expect(matchesSearch(event({ isPrivate: true, makePublicAfterMs: now }), { nowMs: now })).toBe(true);
  });

  it('leaves out an event whose last occurrence started before the window, or that starts after it', () => {
    expect(matchesSearch(event({ lastOccurrenceMs: now - 1 }), { nowMs: now, lastFromMs: now })).toBe(false);
    expect(matchesSearch(event({ lastOccurrenceMs: undefined }), { nowMs: now, lastFromMs: now })).toBe(false);
    expect(matchesSearch(event(), { nowMs: now, startToMs: now })).toBe(false);
  });

  it('narrows by game type and by text', () => {
    expect(matchesSearch(event(), { nowMs: now, gameType: 'Tennis' })).toBe(false);
    expect(matchesSearch(event(), { nowMs: now, gameType: 'Soccer', text: 'city park' })).toBe(true);
    expect(matchesSearch(event(), { nowMs: now, text: 'volleyball' })).toBe(false);
  });
});
