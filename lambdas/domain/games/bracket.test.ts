import { describe, expect, it } from 'vitest';
import { gameMessages } from '@shared/constants/messages';
import type { Participant } from '@shared/schemas/game';
import { BadRequestError } from '../../lib/errors';
import {
  championOf,
  generateBracket,
  recordResults,
  resetBracket,
  roundName,
  seedPositions,
  shuffle,
  type Round,
} from './bracket';

const people = (n: number): Participant[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
const seedOf = (p: Participant | null) => (p ? Number(p.id.slice(1)) : null);
const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(n));

/** mulberry32: a small seeded random source for repeatable shuffles. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Play every ready match round by round, the winner chosen by `pick`. */
function playOut(rounds: Round[], pick: (a: Participant, b: Participant) => 'a' | 'b'): Round[] {
  let current = rounds;
  for (const r of rounds) {
    const results = current[r.round - 1]!.matches.filter((m) => m.a && m.b && !m.winnerId).map((m) =>
      pick(m.a!, m.b!) === 'a' ? { matchId: m.id, scoreA: 3, scoreB: 1 } : { matchId: m.id, scoreA: 0, scoreB: 2 },
    );
    current = recordResults(current, results);
  }
  return current;
}

const higherSeedWins = (a: Participant, b: Participant) => (seedOf(a)! < seedOf(b)! ? 'a' : 'b');

function expectBadRequest(fn: () => unknown, message: string) {
  try {
    fn();
  } catch (error) {
    // A BadRequestError is answered 400 (middleware/errors.test.ts).
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe(message);
    return;
  }
  throw new Error('expected a 400');
}

describe('seedPositions', () => {
  it('orders seeds so 1 meets N first and 1 and 2 can only meet in the final', () => {
    expect(seedPositions(2)).toEqual([1, 2]);
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});

describe('roundName', () => {
  it('names the last rounds and counts players before that', () => {
    expect([1, 2, 4, 8, 16, 32].map(roundName)).toEqual([
      'Final',
      'Semifinals',
      'Quarterfinals',
      'Round of 16',
      'Round of 32',
      'Round of 64',
    ]);
  });
});

describe('generateBracket, for every size from 2 to 64', () => {
  for (let n = 2; n <= 64; n++) {
    it(`builds a sound bracket for ${n} participants`, () => {
      const size = nextPow2(n);
      const rounds = generateBracket(people(n));

      // Shape: log2(size) rounds, halving, ending in the final.
      expect(rounds).toHaveLength(Math.log2(size));
      rounds.forEach((r, i) => {
        expect(r.round).toBe(i + 1);
        expect(r.matches).toHaveLength(size / 2 ** (i + 1));
      });
      expect(rounds.at(-1)!.name).toBe('Final');

      // Round 1: everyone exactly once; seed s plays seed size+1-s; byes only for the top seeds.
      const first = rounds[0]!.matches;
      const seen = first.flatMap((m) => [m.a, m.b]).filter((p): p is Participant => p !== null);
      expect(seen.map((p) => p.id).sort()).toEqual(
        people(n)
          .map((p) => p.id)
          .sort(),
      );
      const byes = first.filter((m) => !m.a || !m.b);
      expect(byes).toHaveLength(size - n);
      for (const m of first) {
        expect(m.a).not.toBeNull(); // the top seed of a pairing is always in slot a
        if (m.b) expect(seedOf(m.a)! + seedOf(m.b)!).toBe(size + 1);
      }
      expect(byes.map((m) => seedOf(m.a)).sort((x, y) => x! - y!)).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));

      // Byes are won at once and the winner already waits in round 2; nothing else is decided.
      for (const [i, m] of first.entries()) {
        if (!m.b) {
          expect(m.winnerId).toBe(m.a!.id);
          const next = rounds[1]!.matches[Math.floor(i / 2)]!;
          expect(next[i % 2 === 0 ? 'a' : 'b']).toEqual(m.a);
        } else {
          expect(m.winnerId).toBeNull();
        }
      }
      expect(championOf(rounds)).toBeNull();

      // Played out with the higher seed always winning: 1 v 2 in the final, 1 is champion.
      const played = playOut(rounds, higherSeedWins);
      const final = played.at(-1)!.matches[0]!;
      expect([seedOf(final.a), seedOf(final.b)]).toEqual([1, 2]);
      expect(championOf(played)).toBe('p1');
      // Every match of every round is decided, by one of its two players.
      for (const r of played) for (const m of r.matches) expect([m.a?.id, m.b?.id]).toContain(m.winnerId);
    });
  }

  it('also handles 256 participants (the contract maximum)', () => {
    const played = playOut(generateBracket(people(256)), higherSeedWins);
    expect(played).toHaveLength(8);
    expect(championOf(played)).toBe('p1');
  });

  it('refuses fewer than 2 participants with 400', () => {
    expectBadRequest(() => generateBracket([]), gameMessages.tooFewParticipants);
    expectBadRequest(() => generateBracket(people(1)), gameMessages.tooFewParticipants);
  });

  it('refuses the same participant twice with 400', () => {
    const [p1, p2] = people(2);
    expectBadRequest(() => generateBracket([p1!, p2!, p1!]), gameMessages.duplicateParticipant);
  });
});

describe('random seeding', () => {
  it('is repeatable with the same random source and keeps everyone', () => {
    const a = generateBracket(people(13), { seeding: 'random', random: seeded(42) });
    const b = generateBracket(people(13), { seeding: 'random', random: seeded(42) });
    expect(a).toEqual(b);
    const ids = a[0]!.matches.flatMap((m) => [m.a?.id, m.b?.id]).filter(Boolean);
    expect(ids.sort()).toEqual(
      people(13)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('differs from the given order for most random sources', () => {
    const ordered = JSON.stringify(generateBracket(people(16)));
    const differing = [1, 2, 3, 4, 5].filter(
      (s) => JSON.stringify(generateBracket(people(16), { seeding: 'random', random: seeded(s) })) !== ordered,
    );
    expect(differing.length).toBeGreaterThanOrEqual(4);
  });

  it('shuffle is a permutation and never picks out of range, even at the edges of [0, 1)', () => {
    expect(shuffle([1, 2, 3, 4], () => 0).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3, 4], () => 0.999999).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3, 4], () => 0.999999)).toEqual([1, 2, 3, 4]);
  });
});

describe('recordResults', () => {
  it('advances the winner into the right slot of the next round', () => {
    const rounds = generateBracket(people(8));
    const after = recordResults(rounds, [
      { matchId: 'r1m1', scoreA: 1, scoreB: 4 }, // p1 v p8: p8 wins
      { matchId: 'r1m2', scoreA: 2, scoreB: 0 }, // p4 v p5: p4 wins
    ]);
    expect(after[0]!.matches[0]).toMatchObject({ scoreA: 1, scoreB: 4, winnerId: 'p8' });
    expect(after[1]!.matches[0]!.a?.id).toBe('p8');
    expect(after[1]!.matches[0]!.b?.id).toBe('p4');
    // The input is not mutated.
    expect(rounds[0]!.matches[0]!.winnerId).toBeNull();
  });

  it('scores a match and the next one in one request, earliest round first whatever the order given', () => {
    const rounds = generateBracket(people(4));
    const after = recordResults(rounds, [
      { matchId: 'r2m1', scoreA: 5, scoreB: 3 },
      { matchId: 'r1m2', scoreA: 2, scoreB: 1 },
      { matchId: 'r1m1', scoreA: 2, scoreB: 1 },
    ]);
    expect(championOf(after)).toBe('p1');
  });

  it('refuses a tie with the message', () => {
    expectBadRequest(
      () => recordResults(generateBracket(people(4)), [{ matchId: 'r1m1', scoreA: 2, scoreB: 2 }]),
      gameMessages.tie,
    );
  });

  it('refuses a match that does not have both players yet, and a bye', () => {
    const rounds = generateBracket(people(3)); // p1 has a bye
    expectBadRequest(
      () => recordResults(rounds, [{ matchId: 'r2m1', scoreA: 1, scoreB: 0 }]),
      gameMessages.matchNotReady('r2m1'),
    );
    expectBadRequest(
      () => recordResults(rounds, [{ matchId: 'r1m1', scoreA: 1, scoreB: 0 }]),
      gameMessages.matchNotReady('r1m1'),
    );
  });

  it('refuses an unknown match id', () => {
    expectBadRequest(
      () => recordResults(generateBracket(people(4)), [{ matchId: 'r9m9', scoreA: 1, scoreB: 0 }]),
      gameMessages.matchNotFound('r9m9'),
    );
  });

  it('changing an earlier result clears the later matches it decided', () => {
    let rounds = playOut(generateBracket(people(8)), higherSeedWins);
    expect(championOf(rounds)).toBe('p1');
    rounds = recordResults(rounds, [{ matchId: 'r1m1', scoreA: 0, scoreB: 1 }]); // p8 beats p1 after all
    expect(rounds[1]!.matches[0]).toMatchObject({ a: { id: 'p8' }, scoreA: null, scoreB: null, winnerId: null });
    expect(rounds[2]!.matches[0]).toMatchObject({ a: null, winnerId: null });
    expect(championOf(rounds)).toBeNull();
    // The other half of the bracket keeps its results.
    expect(rounds[1]!.matches[1]!.winnerId).toBe('p2');
    expect(rounds[2]!.matches[0]!.b?.id).toBe('p2');
  });

  it('re-scoring with the same winner keeps what followed', () => {
    const rounds = playOut(generateBracket(people(4)), higherSeedWins);
    const after = recordResults(rounds, [{ matchId: 'r1m1', scoreA: 9, scoreB: 0 }]);
    expect(after[0]!.matches[0]).toMatchObject({ scoreA: 9, scoreB: 0 });
    expect(championOf(after)).toBe('p1');
  });
});

describe('resetBracket', () => {
  for (const n of [2, 5, 8, 13, 64]) {
    it(`keeps the first-round pairings of ${n} and clears every result, byes advancing again`, () => {
      const fresh = generateBracket(people(n), { seeding: 'random', random: seeded(n) });
      const played = playOut(fresh, higherSeedWins);
      expect(championOf(played)).not.toBeNull();
      const reset = resetBracket(played);
      expect(reset).toEqual(fresh);
      expect(championOf(reset)).toBeNull();
    });
  }
});
