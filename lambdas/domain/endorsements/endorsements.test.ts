import { describe, expect, it } from 'vitest';
import { earnedBadges } from './endorsements';

describe('earnedBadges', () => {
  it('earns each badge at its threshold and not one below', () => {
    expect(earnedBadges({ hostedPast: false, gamesAttended: 9, endorsements: 4 })).toEqual([]);
    expect(earnedBadges({ hostedPast: true, gamesAttended: 10, endorsements: 5 })).toEqual(['firstGameHosted', 'tenGamesAttended', 'fiveEndorsements']);
    expect(earnedBadges({ hostedPast: false, gamesAttended: 0, endorsements: 7 })).toEqual(['fiveEndorsements']);
  });
});
