import type { BracketMatch, Participant } from '@shared/schemas/game';
import { gameMessages } from '@shared/constants/messages';
import { BadRequestError } from '../../lib/errors';

/**
 * Single-elimination brackets, pure (no I/O): generate, record results (winners advance), reset.
 * Seeding is the standard one: seed 1 meets seed N in the first round, and seeds 1 and 2 can only
 * meet in the final. When the count is not a power of two the bracket is padded to the next one
 * with byes, and the byes fall to the top seeds (seed s plays seed size+1-s, so the missing seeds
 * N+1..size are the opponents of seeds 1..size-N). A bye is a first-round match with `b: null`
 * whose winner is set at once.
 */
export interface Round {
  round: number;
  name: string;
  matches: BracketMatch[];
}

export interface MatchResult {
  matchId: string;
  scoreA: number;
  scoreB: number;
}

export const MIN_PARTICIPANTS = 2;

/** Seed numbers (1-based) in bracket order for a power-of-two size: [1, 8, 4, 5, 2, 7, 3, 6]. */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

export function roundName(matchCount: number): string {
  if (matchCount === 1) return 'Final';
  if (matchCount === 2) return 'Semifinals';
  if (matchCount === 4) return 'Quarterfinals';
  return `Round of ${matchCount * 2}`;
}

export const matchId = (round: number, index: number) => `r${round}m${index + 1}`;

/** Fisher-Yates with an injectable random source in [0, 1) (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const emptyMatch = (round: number, index: number): BracketMatch => ({
  id: matchId(round, index),
  a: null,
  b: null,
  scoreA: null,
  scoreB: null,
  winnerId: null,
});

/** Refuse fewer than two people or the same person twice. */
export function assertParticipants(participants: readonly Participant[]): void {
  if (participants.length < MIN_PARTICIPANTS) throw new BadRequestError(gameMessages.tooFewParticipants);
  if (new Set(participants.map((p) => p.id)).size !== participants.length)
    throw new BadRequestError(gameMessages.duplicateParticipant);
}

/**
 * A bracket for the participants, seeded in the given order (index 0 = seed 1) or shuffled with
 * `random` first. Round 1 holds every pairing; later rounds start empty except for bye winners.
 */
export function generateBracket(
  participants: readonly Participant[],
  options: { seeding?: 'order' | 'random'; random?: () => number } = {},
): Round[] {
  assertParticipants(participants);
  const seeded = options.seeding === 'random' ? shuffle(participants, options.random) : [...participants];
  let size = 1;
  while (size < seeded.length) size *= 2;
  const positions = seedPositions(size);
  const rounds: Round[] = [];
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2) {
    rounds.push({ round, name: roundName(count), matches: Array.from({ length: count }, (_, i) => emptyMatch(round, i)) });
  }
  rounds[0]!.matches.forEach((match, i) => {
    match.a = seeded[positions[2 * i]! - 1] ?? null;
    match.b = seeded[positions[2 * i + 1]! - 1] ?? null;
  });
  return advanceByes(rounds);
}

/** First-round matches with one player: that player wins and moves on. */
function advanceByes(rounds: Round[]): Round[] {
  rounds[0]!.matches.forEach((match, i) => {
    const solo = match.a && !match.b ? match.a : !match.a && match.b ? match.b : null;
    if (solo) {
      match.winnerId = solo.id;
      place(rounds, 1, i, solo);
    }
  });
  return rounds;
}

/**
 * Put `winner` of match `index` in round `round` (1-based) into its slot in the next round.
 * If the slot changes hands, that match's result (and everything it fed) no longer holds: cleared.
 */
function place(rounds: Round[], round: number, index: number, winner: Participant | null): void {
  const next = rounds[round];
  if (!next) return;
  const target = next.matches[Math.floor(index / 2)]!;
  const slot = index % 2 === 0 ? 'a' : 'b';
  if (target[slot]?.id === winner?.id) return;
  target[slot] = winner;
  if (target.winnerId !== null) {
    target.scoreA = null;
    target.scoreB = null;
    target.winnerId = null;
    place(rounds, round + 1, Math.floor(index / 2), null);
  }
}

const clone = (rounds: readonly Round[]): Round[] => rounds.map((r) => ({ ...r, matches: r.matches.map((m) => ({ ...m })) }));

function locate(rounds: readonly Round[], id: string): { round: number; index: number } | null {
  for (const r of rounds) {
    const index = r.matches.findIndex((m) => m.id === id);
    if (index >= 0) return { round: r.round, index };
  }
  return null;
}

/**
 * Record scores; each winner moves to the next round. Results apply earliest round first, so one
 * request may score a match and the match its winner plays next. Changing a result that was
 * already carried forward clears the later matches it decided.
 */
export function recordResults(rounds: readonly Round[], results: readonly MatchResult[]): Round[] {
  const out = clone(rounds);
  const located = results.map((result) => {
    const at = locate(out, result.matchId);
    if (!at) throw new BadRequestError(gameMessages.matchNotFound(result.matchId));
    return { result, at };
  });
  located.sort((x, y) => x.at.round - y.at.round || x.at.index - y.at.index);
  for (const { result, at } of located) {
    if (result.scoreA === result.scoreB) throw new BadRequestError(gameMessages.tie);
    const match = out[at.round - 1]!.matches[at.index]!;
    if (!match.a || !match.b) throw new BadRequestError(gameMessages.matchNotReady(result.matchId));
    const winner = result.scoreA > result.scoreB ? match.a : match.b;
    match.scoreA = result.scoreA;
    match.scoreB = result.scoreB;
    match.winnerId = winner.id;
    place(out, at.round, at.index, winner);
  }
  return out;
}

/** The winner of the final, once played. */
export function championOf(rounds: readonly Round[]): string | null {
  return rounds.at(-1)?.matches[0]?.winnerId ?? null;
}

/** Clear every result; the first-round pairings stay and byes advance again. */
export function resetBracket(rounds: readonly Round[]): Round[] {
  const out = rounds.map((r) => ({
    ...r,
    matches: r.matches.map((m) => ({
      ...m,
      a: r.round === 1 ? m.a : null,
      b: r.round === 1 ? m.b : null,
      scoreA: null,
      scoreB: null,
      winnerId: null,
    })),
  }));
  return out.length ? advanceByes(out) : out;
}
