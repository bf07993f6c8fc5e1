import { describe, expect, it } from 'vitest';
import { gamesPlayedBy, playsGame } from './games-played';

describe('gamesPlayedBy', () => {
  it('joins interests turned on, the games picked at sign-up and activity subscriptions, once per game', () => {
    const person = {
      sportAvailability: [
        { sport: 'Soccer', toggle: true },
        { sport: 'Tennis', toggle: false },
      ],
      additionalInfo: { sports: ['Basketball', 'soccer'] },
      activitySubscriptions: [{ radius: 10, activities: ['Pickleball', 'BASKETBALL'] }],
    };
    expect(gamesPlayedBy(person)).toEqual(['Basketball', 'Pickleball', 'Soccer']);
    expect(playsGame(person, 'basketball')).toBe(true);
    expect(playsGame(person, 'Tennis')).toBe(false);
  });

  it('finds a game picked only at sign-up', () => {
    expect(playsGame({ additionalInfo: { sports: ['Kickball'] } }, 'Kickball')).toBe(true);
  });

  it('reads malformed fields as nothing', () => {
    expect(gamesPlayedBy({ sportAvailability: 'x', additionalInfo: { sports: [1, null] }, activitySubscriptions: [{ activities: 'Soccer' }] })).toEqual([]);
    expect(gamesPlayedBy({})).toEqual([]);
  });
});

describe('playsGame', () => {
  it('matches the profile sports and the interests switched on, in any case', () => {
    expect(playsGame({ additionalInfo: { sports: ['basketball'] } }, 'Basketball')).toBe(true);
    expect(playsGame({ sportAvailability: [{ sport: 'Chess', toggle: true }] }, 'chess')).toBe(true);
  });

  it('ignores interests switched off and people with no sports', () => {
    expect(playsGame({ sportAvailability: [{ sport: 'Chess', toggle: false }] }, 'Chess')).toBe(false);
    expect(playsGame({}, 'Chess')).toBe(false);
    expect(playsGame({ additionalInfo: { sports: 'Chess' } }, 'Chess')).toBe(false);
  });
});
