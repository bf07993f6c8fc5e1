import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameMessages, messages } from '@shared/constants/messages';
import type { GameDto, Participant } from '@shared/schemas/game';
import { events } from '../../lambdas/data/events';
import { rsvps } from '../../lambdas/data/rsvps';
import { users } from '../../lambdas/data/users';
import { api, newUser } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;

const people = (n: number): Participant[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

/** An event created by `creator`, written through the events data layer. */
async function eventBy(creator: User): Promise<string> {
  const eventId = `evt-${randomUUID()}`;
  await events.put({
    eventId,
    title: 'Games night',
    gameType: 'Pickleball',
    dateStart: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    durationMinutes: 120,
    creatorId: creator.uid,
    location: { name: 'Washington Park Courts', lat: 39.6995, lng: -104.9713 },
    isPrivate: false,
    cancelled: false,
  });
  return eventId;
}

const createGame = (user: User, eventId: string, body: unknown) =>
  api('POST', `/api/events/${eventId}/games`, { token: user.idToken, body });
/** Someone signed in who is not in the event: games are read by signed-in people. */
let reader: User;
beforeAll(async () => {
  reader = await newUser('reader');
});
const getGame = (gameId: string) => api('GET', `/api/games/${gameId}`, { token: reader.idToken });
const listGames = (eventId: string) => api('GET', `/api/events/${eventId}/games`, { token: reader.idToken });
const updateGame = (user: User, gameId: string, body: unknown) =>
  api('PUT', `/api/games/${gameId}`, { token: user.idToken, body });
const generate = (user: User, gameId: string, body: unknown = {}) =>
  api('POST', `/api/games/${gameId}/playoff`, { token: user.idToken, body });
const reset = (user: User, gameId: string) => api('POST', `/api/games/${gameId}/playoff/reset`, { token: user.idToken });
const game = (res: { json: unknown }) => res.json as GameDto;

/** An organiser, their event and a game of `n` people. */
async function setup(n = 5) {
  const organiser = await newUser('organiser');
  const eventId = await eventBy(organiser);
  const created = await createGame(organiser, eventId, { name: 'Round robin', participants: people(n) });
  expect(created.status).toBe(201);
  return { organiser, eventId, source: game(created) };
}

describe('games of an event', () => {
  it('creates games for the event creator, lists them oldest first and gets one by id, for anyone signed in', async () => {
    const { organiser, eventId, source } = await setup(4);
    expect(source).toMatchObject({
      parentEventId: eventId,
      name: 'Round robin',
      kind: 'game',
      sourceGameId: null,
      participants: people(4),
      configuration: null,
      rounds: [],
      championId: null,
      version: 1,
    });
    const second = game(await createGame(organiser, eventId, { name: 'Second', participants: [] }));
    const third = game(await createGame(organiser, eventId, { name: 'Third', participants: people(2) }));

    const list = await listGames(eventId);
    expect(list.status).toBe(200);
    expect((list.json.items as GameDto[]).map((g) => g.name)).toEqual(['Round robin', 'Second', 'Third']);
    expect((list.json.items as GameDto[]).map((g) => g.id)).toEqual([source.id, second.id, third.id]);

    const read = await getGame(source.id);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(source);
    // Nobody signed in reads none of it.
    expect((await api('GET', `/api/games/${source.id}`)).status).toBe(401);
    expect((await api('GET', `/api/events/${eventId}/games`)).status).toBe(401);
  });

  it("answers 404 'Game not found' for an unknown game or event", async () => {
    const user = await newUser('someone');
    for (const res of [
      await getGame('01NOPE00000000000000000000'),
      await listGames('no-such-event'),
      await createGame(user, 'no-such-event', { name: 'x', participants: [] }),
      await updateGame(user, '01NOPE00000000000000000000', { version: 1 }),
      await api('DELETE', '/api/games/01NOPE00000000000000000000', { token: user.idToken }),
      await generate(user, '01NOPE00000000000000000000'),
      await reset(user, '01NOPE00000000000000000000'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(messages.gameNotFound);
    }
  });

  it('lets only the event creator create, update, delete, generate and reset (403 otherwise)', async () => {
    const { eventId, source, organiser } = await setup(4);
    const playoff = game(await generate(organiser, source.id));
    const stranger = await newUser('stranger');
    for (const res of [
      await createGame(stranger, eventId, { name: 'Mine now', participants: [] }),
      await updateGame(stranger, source.id, { name: 'Mine now', version: 1 }),
      await api('DELETE', `/api/games/${source.id}`, { token: stranger.idToken }),
      await generate(stranger, source.id),
      await reset(stranger, playoff.id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(gameMessages.notEventCreator);
    }
    expect(game(await getGame(source.id))).toEqual(source);
  });

  it('renames and replaces participants with the current version, and answers 409 for a stale one', async () => {
    const { organiser, source } = await setup(3);
    const renamed = await updateGame(organiser, source.id, { name: 'Finals night', participants: people(6), version: 1 });
    expect(renamed.status).toBe(200);
    expect(game(renamed)).toMatchObject({ name: 'Finals night', participants: people(6), version: 2 });

    const stale = await updateGame(organiser, source.id, { name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(gameMessages.staleGame);
    expect(game(await getGame(source.id)).name).toBe('Finals night');
  });

  it('lets exactly one of two concurrent updates with the same version win', async () => {
    const { organiser, source } = await setup(3);
    const [a, b] = await Promise.all([
      updateGame(organiser, source.id, { name: 'A', version: 1 }),
      updateGame(organiser, source.id, { name: 'B', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'A' : 'B';
    expect(game(await getGame(source.id))).toMatchObject({ name: winner, version: 2 });
  });

  it('refuses the same participant twice', async () => {
    const { organiser, eventId } = await setup(2);
    const res = await createGame(organiser, eventId, { name: 'Dupes', participants: [...people(2), people(1)[0]] });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(gameMessages.duplicateParticipant);
  });

  it('rejects bad input naming the field', async () => {
    const { organiser, eventId, source } = await setup(2);
    const noName = await createGame(organiser, eventId, { name: ' ', participants: [] });
    expect(noName.status).toBe(400);
    expect(noName.json.issues!.map((i) => i.path)).toContain('name');
    const noVersion = await updateGame(organiser, source.id, { name: 'x' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.json.issues!.map((i) => i.path)).toContain('version');
    const negative = await updateGame(organiser, source.id, {
      version: 1,
      results: [{ matchId: 'r1m1', scoreA: -1, scoreB: 2 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.json.issues!.map((i) => i.path)).toContain('results.0.scoreA');
    const badSeeding = await generate(organiser, source.id, { seeding: 'alphabetical' });
    expect(badSeeding.status).toBe(400);
    expect(badSeeding.json.issues!.map((i) => i.path)).toContain('seeding');
  });
});

describe('playoffs', () => {
  it("generates a new playoff game from a game: '<name> Playoffs', seeded 1 v N, byes to the top seeds", async () => {
    const { organiser, eventId, source } = await setup(5);
    const res = await generate(organiser, source.id);
    expect(res.status).toBe(201);
    const playoff = game(res);
    expect(playoff).toMatchObject({
      parentEventId: eventId,
      name: 'Round robin Playoffs',
      kind: 'playoff',
      sourceGameId: source.id,
      participants: people(5),
      configuration: { format: 'single-elimination', seeding: 'order', source: 'participants' },
      championId: null,
      version: 1,
    });
    expect(playoff.id).not.toBe(source.id);
    expect(playoff.rounds.map((r) => [r.name, r.matches.length])).toEqual([
      ['Quarterfinals', 4],
      ['Semifinals', 2],
      ['Final', 1],
    ]);
    // 8 slots for 5 players: seeds 1-3 get byes and wait in the semifinals; 4 plays 5.
    const pairs = playoff.rounds[0]!.matches.map((m) => [m.a?.id ?? null, m.b?.id ?? null]);
    expect(pairs).toEqual([
      ['p1', null],
      ['p4', 'p5'],
      ['p2', null],
      ['p3', null],
    ]);
    expect(playoff.rounds[1]!.matches.map((m) => [m.a?.id ?? null, m.b?.id ?? null])).toEqual([
      ['p1', null],
      ['p2', 'p3'],
    ]);
    // The source game is unchanged and both are listed.
    expect(game(await getGame(source.id))).toEqual(source);
    const list = await listGames(eventId);
    expect((list.json.items as GameDto[]).map((g) => g.id)).toEqual([source.id, playoff.id]);
  });

  it('advances winners round by round to a champion, refusing ties and matches not ready', async () => {
    const { organiser, source } = await setup(5);
    let playoff = game(await generate(organiser, source.id));

    const tie = await updateGame(organiser, playoff.id, {
      version: playoff.version,
      results: [{ matchId: 'r1m2', scoreA: 3, scoreB: 3 }],
    });
    expect(tie.status).toBe(400);
    expect(tie.json.message).toBe('A match cannot end in a tie');

    const early = await updateGame(organiser, playoff.id, {
      version: playoff.version,
      results: [{ matchId: 'r2m1', scoreA: 1, scoreB: 0 }],
    });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe(gameMessages.matchNotReady('r2m1'));

    // p5 upsets p4, then the semifinals, in one request.
    let res = await updateGame(organiser, playoff.id, {
      version: playoff.version,
      results: [
        { matchId: 'r2m2', scoreA: 11, scoreB: 7 }, // p2 beats p3 (listed first, applied in round order)
        { matchId: 'r1m2', scoreA: 4, scoreB: 11 }, // p5 beats p4
      ],
    });
    expect(res.status).toBe(200);
    playoff = game(res);
    expect(playoff.version).toBe(2);
    expect(playoff.rounds[1]!.matches[0]).toMatchObject({ a: { id: 'p1' }, b: { id: 'p5' }, winnerId: null });
    expect(playoff.rounds[2]!.matches[0]).toMatchObject({ a: null, b: { id: 'p2' } });

    res = await updateGame(organiser, playoff.id, {
      version: playoff.version,
      results: [{ matchId: 'r2m1', scoreA: 9, scoreB: 11 }],
    });
    playoff = game(res);
    expect(playoff.rounds[2]!.matches[0]).toMatchObject({ a: { id: 'p5' }, b: { id: 'p2' } });
    expect(playoff.championId).toBeNull();

    res = await updateGame(organiser, playoff.id, {
      version: playoff.version,
      results: [{ matchId: 'r3m1', scoreA: 2, scoreB: 1 }],
    });
    playoff = game(res);
    expect(playoff.championId).toBe('p5');
    expect(game(await getGame(playoff.id))).toEqual(playoff);
  });

  it('resets a bracket: pairings kept, every result cleared, version moved on', async () => {
    const { organiser, source } = await setup(6);
    const fresh = game(await generate(organiser, source.id, { seeding: 'random' }));
    const played = game(
      await updateGame(organiser, fresh.id, {
        version: fresh.version,
        results: fresh.rounds[0]!.matches.filter((m) => m.a && m.b).map((m) => ({ matchId: m.id, scoreA: 2, scoreB: 1 })),
      }),
    );
    expect(played.rounds[0]!.matches.every((m) => m.winnerId)).toBe(true);

    const res = await reset(organiser, played.id);
    expect(res.status).toBe(201);
    const cleared = game(res);
    expect(cleared.rounds).toEqual(fresh.rounds);
    expect(cleared).toMatchObject({
      championId: null,
      version: played.version + 1,
      name: fresh.name,
      participants: fresh.participants,
    });
  });

  it('seeds at random with everyone in the first round exactly once', async () => {
    const { organiser, source } = await setup(16);
    const playoff = game(await generate(organiser, source.id, { seeding: 'random' }));
    expect(playoff.configuration).toMatchObject({ seeding: 'random' });
    const ids = playoff.rounds[0]!.matches.flatMap((m) => [m.a!.id, m.b!.id]);
    expect(ids.sort()).toEqual(
      people(16)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('refuses to generate from fewer than 2 participants with a clear message', async () => {
    const { organiser, source } = await setup(1);
    const res = await generate(organiser, source.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(gameMessages.tooFewParticipants);
  });

  it('refuses to reset a game that is not a playoff, and to change a playoff’s participants', async () => {
    const { organiser, source } = await setup(4);
    const notPlayoff = await reset(organiser, source.id);
    expect(notPlayoff.status).toBe(400);
    expect(notPlayoff.json.message).toBe(gameMessages.notPlayoff);

    const playoff = game(await generate(organiser, source.id));
    const changed = await updateGame(organiser, playoff.id, { participants: people(3), version: playoff.version });
    expect(changed.status).toBe(400);
    expect(changed.json.message).toBe(gameMessages.playoffParticipantsFixed);
    // Sending the same participants back (a whole-object form) is fine.
    const same = await updateGame(organiser, playoff.id, {
      name: 'Cup',
      participants: playoff.participants,
      version: playoff.version,
    });
    expect(same.status).toBe(200);
    expect(game(same).name).toBe('Cup');
  });

  it('deletes games: the playoff survives its source game, and a deleted game is gone', async () => {
    const { organiser, eventId, source } = await setup(4);
    const playoff = game(await generate(organiser, source.id));

    const removed = await api('DELETE', `/api/games/${source.id}`, { token: organiser.idToken });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ ok: true });
    expect((await getGame(source.id)).status).toBe(404);
    expect(game(await getGame(playoff.id))).toMatchObject({ id: playoff.id, sourceGameId: source.id });

    expect((await api('DELETE', `/api/games/${playoff.id}`, { token: organiser.idToken })).status).toBe(200);
    expect((await getGame(playoff.id)).status).toBe(404);
    expect((await listGames(eventId)).json.items).toEqual([]);
  });
});

describe("the event's joined players", () => {
  /** Three people join the event (in this order) with display names, a fourth is only waitlisted. */
  async function eventWithJoiners() {
    const organiser = await newUser('organiser');
    const eventId = await eventBy(organiser);
    const { dateStart } = (await events.get(eventId))!;
    const names = ['Ana', 'Ben', 'Cy', 'Dee'];
    const joiners: User[] = [];
    for (const name of names) {
      const person = await newUser(name.toLowerCase());
      await users.save(
        { uid: person.uid, email: person.email, emailVerified: true },
        { displayName: name, fullName: `${name} Tester` },
        undefined,
      );
      if (name === 'Dee') await rsvps.waitlist(eventId, dateStart, person.uid, 0);
      else expect(await rsvps.join(eventId, dateStart, person.uid, 0, null)).toBe('joined');
      joiners.push(person);
    }
    return { organiser, eventId, expected: joiners.slice(0, 3).map((p, i) => ({ id: p.uid, name: names[i]! })) };
  }

  it('are the participants of a new game when none are given, in the order they joined', async () => {
    const { organiser, eventId, expected } = await eventWithJoiners();
    const res = await createGame(organiser, eventId, { name: 'Pickup' });
    expect(res.status).toBe(201);
    expect(game(res).participants).toEqual(expected);
  });

  it("seed a playoff when the configuration says source 'joiners'", async () => {
    const { organiser, eventId, expected } = await eventWithJoiners();
    const empty = game(await createGame(organiser, eventId, { name: 'Ladder', participants: [] }));
    const fromParticipants = await generate(organiser, empty.id);
    expect(fromParticipants.status).toBe(400);
    expect(fromParticipants.json.message).toBe(gameMessages.tooFewParticipants);

    const res = await generate(organiser, empty.id, { source: 'joiners' });
    expect(res.status).toBe(201);
    const playoff = game(res);
    expect(playoff).toMatchObject({ name: 'Ladder Playoffs', participants: expected, configuration: { source: 'joiners' } });
    // 3 players: the first to join (seed 1) has the bye.
    expect(playoff.rounds[0]!.matches.map((m) => [m.a?.name ?? null, m.b?.name ?? null])).toEqual([
      ['Ana', null],
      ['Ben', 'Cy'],
    ]);
  });
});
