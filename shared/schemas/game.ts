import * as z from 'zod';
import { singleLineText } from './text';

/**
 * Games of an event and playoff brackets (spec §3 Game store, §4 playoff generation, §7 games by
 * event). A playoff game is a single-elimination bracket generated from a source game's
 * participants (the event's joined players or teams).
 */
export const participant = z.object({ id: z.string().min(1).max(64), name: singleLineText(100, { min: 1 }) });
export type Participant = z.infer<typeof participant>;

export const bracketMatch = z.object({
  id: z.string(),
  /** null = a bye or a winner not known yet. */
  a: participant.nullable(),
  b: participant.nullable(),
  scoreA: z.number().int().min(0).nullable(),
  scoreB: z.number().int().min(0).nullable(),
  winnerId: z.string().nullable(),
});
export type BracketMatch = z.infer<typeof bracketMatch>;
export const bracketRound = z.object({ round: z.number().int().min(1), name: z.string(), matches: z.array(bracketMatch) });

export const playoffConfiguration = z.object({
  format: z.literal('single-elimination').default('single-elimination'),
  /** 'order': seeds in the given order (1 v N); 'random': shuffled. */
  seeding: z.enum(['order', 'random']).default('order'),
  /** Where the players come from: the source game's participants or the event's joined players. */
  source: z.enum(['participants', 'joiners']).default('participants'),
});
export type PlayoffConfiguration = z.infer<typeof playoffConfiguration>;

export const gameDto = z.object({
  id: z.string(),
  parentEventId: z.string(),
  name: z.string(),
  kind: z.enum(['game', 'playoff']),
  sourceGameId: z.string().nullable(),
  participants: z.array(participant),
  configuration: playoffConfiguration.nullable(),
  rounds: z.array(bracketRound),
  /** Winner of a completed bracket. */
  championId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type GameDto = z.infer<typeof gameDto>;
export const gamesDto = z.object({ items: z.array(gameDto) });

export const createGameInput = z.object({
  name: singleLineText(100, { min: 1, minMessage: 'Name is required' }),
  /** Omitted: the event's joined players. */
  participants: z.array(participant).max(256).optional(),
});
export const updateGameInput = z.object({
  name: singleLineText(100, { min: 1, minMessage: 'Name is required' }).optional(),
  participants: z.array(participant).max(256).optional(),
  /** Record match scores; the winner advances to the next round. */
  results: z
    .array(z.object({ matchId: z.string().max(64), scoreA: z.number().int().min(0), scoreB: z.number().int().min(0) }))
    .max(256)
    .optional(),
  version: z.number().int().nonnegative(),
});
/** Strict: every field has a default, so an unknown key is the only way this body can be wrong. */
export const generatePlayoffInput = z.strictObject(playoffConfiguration.shape);
