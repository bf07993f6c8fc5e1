import type * as z from 'zod';
import { gameMessages, messages } from '@shared/constants/messages';
import type { createGameInput, GameDto, Participant, PlayoffConfiguration, updateGameInput } from '@shared/schemas/game';
import { events } from '../../data/events';
import { games, type StoredGame } from '../../data/games';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { assertParticipants, championOf, generateBracket, recordResults, resetBracket } from './bracket';
import { joinerViewerOf } from '../events/access';
import { joinedPlayers, participantsSeenBy } from './joiners';
import type { Caller } from '../../lib/caller';

type CreateGameInput = z.infer<typeof createGameInput>;
type UpdateGameInput = z.infer<typeof updateGameInput>;

const NAME_MAX = 100;
const PLAYOFF_SUFFIX = ' Playoffs';

export const toGameDto = (g: StoredGame): GameDto => ({
  id: g.gameId,
  parentEventId: g.parentEventId,
  name: g.name,
  kind: g.kind,
  sourceGameId: g.sourceGameId,
  participants: g.participants,
  configuration: g.configuration,
  rounds: g.rounds,
  championId: g.kind === 'playoff' ? championOf(g.rounds) : null,
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
  version: g.version,
});

/** The event a game belongs to; a missing event reads as a missing game (spec §8 'Game not found'). */
async function eventOf(eventId: string) {
  const event = await events.get(eventId);
  if (!event) throw new NotFoundError(messages.gameNotFound);
  return event;
}

async function requireCreator(caller: Pick<Caller, 'uid'>, eventId: string) {
  const event = await eventOf(eventId);
  if (event.creatorId !== caller.uid) throw new ForbiddenError(gameMessages.notEventCreator);
  return event;
}

async function gameOf(gameId: string): Promise<StoredGame> {
  const game = await games.get(gameId);
  if (!game) throw new NotFoundError(messages.gameNotFound);
  return game;
}

/** Same cap as the contract's participant lists: keeps a bracket item far below DynamoDB's 400 KB. */
export const MAX_PARTICIPANTS = 256;

function checkParticipantList(participants: readonly Participant[]) {
  if (participants.length > MAX_PARTICIPANTS) throw new BadRequestError(gameMessages.tooManyParticipants(MAX_PARTICIPANTS));
  if (new Set(participants.map((p) => p.id)).size !== participants.length)
    throw new BadRequestError(gameMessages.duplicateParticipant);
}

// Stored maps come back with their keys in any order: compare field by field.
const sameParticipants = (a: readonly Participant[], b: readonly Participant[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]!.id && p.name === b[i]!.name);

/** "<name> Playoffs", shortened so it stays within the name limit. */
export const playoffName = (source: string) => `${source.slice(0, NAME_MAX - PLAYOFF_SUFFIX.length).trimEnd()}${PLAYOFF_SUFFIX}`;

/** The event's games, players named as the joiner rule lets the caller see them (games/joiners.ts). */
export async function listEventGames(caller: Pick<Caller, 'uid'>, eventId: string): Promise<{ items: GameDto[] }> {
  const [event, found] = await Promise.all([eventOf(eventId), games.listByEvent(eventId)]);
  return { items: await participantsSeenBy(await joinerViewerOf(event, caller), found.map(toGameDto)) };
}

export async function getGame(caller: Pick<Caller, 'uid'>, gameId: string): Promise<GameDto> {
  const game = await gameOf(gameId);
  const event = await eventOf(game.parentEventId);
  const [seen] = await participantsSeenBy(await joinerViewerOf(event, caller), [toGameDto(game)]);
  return seen!;
}

/** Event creator only. Without participants, the game starts with the event's joined players. */
export async function createGame(caller: Pick<Caller, 'uid'>, eventId: string, input: CreateGameInput): Promise<GameDto> {
  const event = await requireCreator(caller, eventId);
  const participants = input.participants ?? (await joinedPlayers(event));
  checkParticipantList(participants);
  const game = await games.create({
    parentEventId: eventId,
    name: input.name,
    kind: 'game',
    sourceGameId: null,
    participants,
    configuration: null,
    rounds: [],
  });
  logger.info('game created', { gameId: game.gameId, eventId });
  return toGameDto(game);
}

/**
 * Rename, change participants (plain games only: a playoff's bracket is built from them), or
 * record results. The version read by the client must still be current (409 otherwise).
 */
export async function updateGame(caller: Pick<Caller, 'uid'>, gameId: string, input: UpdateGameInput): Promise<GameDto> {
  const game = await gameOf(gameId);
  await requireCreator(caller, game.parentEventId);
  if (input.version !== game.version) throw new ConflictError(gameMessages.staleGame);
  let participants = game.participants;
  if (input.participants && !sameParticipants(input.participants, game.participants)) {
    if (game.kind === 'playoff') throw new BadRequestError(gameMessages.playoffParticipantsFixed);
    checkParticipantList(input.participants);
    participants = input.participants;
  }
  const rounds = input.results?.length ? recordResults(game.rounds, input.results) : game.rounds;
  const saved = await games.save(game, { name: input.name ?? game.name, participants, rounds }, game.version);
  if (!saved) throw new ConflictError(gameMessages.staleGame);
  logger.info('game updated', { gameId, results: input.results?.length ?? 0 });
  return toGameDto(saved);
}

/** Event creator only. A playoff generated from this game stays (its source id is kept for the UI). */
export async function deleteGame(caller: Pick<Caller, 'uid'>, gameId: string): Promise<{ ok: true }> {
  const game = await gameOf(gameId);
  await requireCreator(caller, game.parentEventId);
  await games.remove(game);
  logger.info('game deleted', { gameId, kind: game.kind });
  return { ok: true };
}

/**
 * A new playoff game from a game: single elimination over the game's participants or the event's
 * joined players, seeded in order (1 v N) or at random. `random` is injectable for tests.
 */
export async function generatePlayoff(
  caller: Pick<Caller, 'uid'>,
  gameId: string,
  configuration: PlayoffConfiguration,
  random: () => number = Math.random,
): Promise<GameDto> {
  const source = await gameOf(gameId);
  const event = await requireCreator(caller, source.parentEventId);
  const participants = configuration.source === 'joiners' ? await joinedPlayers(event) : source.participants;
  checkParticipantList(participants);
  assertParticipants(participants);
  const rounds = generateBracket(participants, { seeding: configuration.seeding, random });
  const playoff = await games.create({
    parentEventId: source.parentEventId,
    name: playoffName(source.name),
    kind: 'playoff',
    sourceGameId: source.gameId,
    participants,
    configuration,
    rounds,
  });
  logger.info('playoff generated', { gameId: playoff.gameId, sourceGameId: gameId, participants: participants.length });
  return toGameDto(playoff);
}

/** Clear every result of a playoff (first-round pairings kept). */
export async function resetPlayoff(caller: Pick<Caller, 'uid'>, gameId: string): Promise<GameDto> {
  const game = await gameOf(gameId);
  await requireCreator(caller, game.parentEventId);
  if (game.kind !== 'playoff') throw new BadRequestError(gameMessages.notPlayoff);
  const saved = await games.save(
    game,
    { name: game.name, participants: game.participants, rounds: resetBracket(game.rounds) },
    game.version,
  );
  if (!saved) throw new ConflictError(gameMessages.staleGame);
  logger.info('playoff reset', { gameId });
  return toGameDto(saved);
}
