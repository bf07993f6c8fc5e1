import { describe, expect, it } from 'vitest';
import { joinerNamedTo, type JoinerFacts } from './joiners';

const shows = { publicUpcomingGames: true };
const hides = { publicUpcomingGames: false };
const joiner = (status: JoinerFacts['status'], privacySettings: unknown, uid = 'pat'): JoinerFacts => ({ uid, status, privacySettings });

const organiser = { uid: 'org', organiser: true };
const stranger = { uid: 'sam', organiser: false };
const signedOut = { uid: null, organiser: false };

describe('joinerNamedTo', () => {
  it('names everyone to the organiser, pending requests and private players included', () => {
    for (const status of ['joined', 'waitlisted', 'pending'] as const) {
      expect(joinerNamedTo(organiser, joiner(status, hides))).toBe(true);
      expect(joinerNamedTo(organiser, joiner(status, undefined))).toBe(true);
    }
  });

  it('names a person to themself whatever their privacy and status', () => {
    for (const status of ['joined', 'waitlisted', 'pending'] as const) {
      expect(joinerNamedTo({ uid: 'pat', organiser: false }, joiner(status, hides))).toBe(true);
    }
  });

  it('names a joined or waitlisted person to others only when they show their upcoming games', () => {
    expect(joinerNamedTo(stranger, joiner('joined', shows))).toBe(true);
    expect(joinerNamedTo(stranger, joiner('waitlisted', shows))).toBe(true);
    expect(joinerNamedTo(stranger, joiner('joined', hides))).toBe(false);
    expect(joinerNamedTo(stranger, joiner('waitlisted', hides))).toBe(false);
  });

  it('reads an absent flag or absent settings as private, as the privacy screen does', () => {
    expect(joinerNamedTo(stranger, joiner('joined', undefined))).toBe(false);
    expect(joinerNamedTo(stranger, joiner('joined', null))).toBe(false);
    expect(joinerNamedTo(stranger, joiner('joined', { messagesFromAnyone: true }))).toBe(false);
    expect(joinerNamedTo(stranger, joiner('joined', { publicUpcomingGames: 'yes' }))).toBe(false);
  });

  it('never names a pending request to anyone but the organiser and the person', () => {
    expect(joinerNamedTo(stranger, joiner('pending', shows))).toBe(false);
    expect(joinerNamedTo(signedOut, joiner('pending', shows))).toBe(false);
  });

  it('names a minor only to the organiser, themself and their circle, whatever their flag', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const kid: JoinerFacts = { uid: 'kid', status: 'joined', privacySettings: shows, birthdate: '2012-03-01' };
    const circle = (family: string[], teammates: string[]) => ({ uid: 'sam', family: new Set(family), teammates: new Set(teammates) });
    expect(joinerNamedTo(organiser, kid, now)).toBe(true);
    expect(joinerNamedTo({ uid: 'kid', organiser: false }, kid, now)).toBe(true);
    expect(joinerNamedTo(stranger, kid, now)).toBe(false);
    expect(joinerNamedTo(signedOut, kid, now)).toBe(false);
    expect(joinerNamedTo({ ...stranger, circle: circle([], []) }, kid, now)).toBe(false);
    expect(joinerNamedTo({ ...stranger, circle: circle(['kid'], []) }, kid, now)).toBe(true);
    expect(joinerNamedTo({ ...stranger, circle: circle([], ['kid']) }, kid, now)).toBe(true);
    // The circle does not override the person's own choice to hide their games.
    expect(joinerNamedTo({ ...stranger, circle: circle(['kid'], []) }, { ...kid, privacySettings: hides }, now)).toBe(false);
    // Turning 18 lifts the rule.
    expect(joinerNamedTo(stranger, kid, new Date('2030-03-01T00:00:00Z'))).toBe(true);
  });

  it('never names someone in a block pair with the viewer, except to the organiser', () => {
    const blocked = new Set(['pat']);
    expect(joinerNamedTo({ ...stranger, blocked }, joiner('joined', shows))).toBe(false);
    expect(joinerNamedTo({ ...organiser, blocked }, joiner('joined', shows))).toBe(true);
    expect(joinerNamedTo({ ...stranger, blocked }, joiner('joined', shows, 'other'))).toBe(true);
  });

  it('treats a signed-out viewer as anyone else', () => {
    expect(joinerNamedTo(signedOut, joiner('joined', shows))).toBe(true);
    expect(joinerNamedTo(signedOut, joiner('joined', hides))).toBe(false);
  });
});
