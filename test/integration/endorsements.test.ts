import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endorsementMessages } from '@shared/constants/endorsement-messages';
import type { BadgesDto, EndorsablePlayersDto } from '@shared/schemas/endorsement';
import { checkins } from '../../lambdas/data/checkins';
import { endorsements } from '../../lambdas/data/endorsements';
import { notifications } from '../../lambdas/data/notifications';
import { db } from '../../lambdas/data/service';
import { deleteAccount } from '../../lambdas/domain/users/delete-account/delete-account';
import { createEvent, eventBody, inHours, person, type User } from '../fixtures/events';
import { api, newAdmin } from '../fixtures/local';
import { as } from '../fixtures/teams';

type Game = { id: string; occurrence: string };

let host: User;
let ana: User;
let ben: User;
let cal: User;
let admin: User;
beforeAll(async () => {
  [host, ana, ben, cal] = (await Promise.all(['enhost', 'enana', 'enben', 'encal'].map((p) => person(p)))) as [User, User, User, User];
  admin = await newAdmin('enadmin');
}, 120_000);

/**
 * A game that started `hoursAgo` hours ago with these players checked in. Events are created for
 * the future, so the start is moved into the past and the check-ins written at that start.
 */
async function playedGame(players: User[], hoursAgo = 2): Promise<Game> {
  const res = await createEvent(host, eventBody({ title: 'Endorse Pickup', dateStart: inHours(24) }));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = (res.json as { id: string }).id;
  const start = new Date(Date.now() - hoursAgo * 3_600_000);
  start.setUTCSeconds(0, 0);
  const occurrence = start.toISOString();
  await db().entities.event.patch({ eventId: id }).set({ dateStart: occurrence, dateStartMs: start.getTime(), lastOccurrenceMs: start.getTime() }).go();
  for (const p of players) await checkins.create({ eventId: id, occurrence, userId: p.uid }, host.uid);
  return { id, occurrence };
}

const endorse = (by: User, game: Game, to: User | string, kind = 'skill', occurrence = game.occurrence) =>
  api('PUT', `/api/events/${game.id}/endorsements`, { ...as(by), body: { occurrence, to: typeof to === 'string' ? to : to.uid, kind } });
const endorsable = (by: User, game: Game) => api('GET', `/api/events/${game.id}/endorsements?occurrence=${encodeURIComponent(game.occurrence)}`, as(by));
const badgesOf = async (viewer: User, owner: User) => {
  const res = await api('GET', `/api/users/${owner.uid}/badges`, as(viewer));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as BadgesDto).badges;
};
const setBetas = (user: User, betas: string[]) => api('PUT', `/api/admin/users/${user.uid}/betas`, { token: admin.idToken, body: { betas } });
const showBadges = (user: User, publicBadges: boolean) =>
  api('PUT', `/api/users/${user.uid}/privacy`, { ...as(user), body: { messagesFromAnyone: true, publicBadges, publicOnlineStatus: true, publicUpcomingGames: true } });
const endorsementNotes = async (uid: string) => (await notifications.listByUser(uid)).filter((n) => n.type === 'endorsement');

describe('endorsing players after a game', () => {
  it('marks the game rated in the full event for the player who endorsed at it, and only for them', async () => {
    // Players of their own: the other tests count what ana and ben receive.
    const [rater, rated] = (await Promise.all(['enrater', 'enrated'].map((p) => person(p)))) as [User, User];
    const game = await playedGame([rater, rated]);
    const ratedFor = async (reader: User) => (await api('GET', `/api/events/${game.id}`, as(reader))).json.rated as boolean;
    expect(await ratedFor(rater)).toBe(false);
    expect((await endorse(rater, game, rated, 'reliability')).status).toBe(200);
    expect(await ratedFor(rater)).toBe(true);
    expect(await ratedFor(rated)).toBe(false);
    expect((await api('GET', `/api/events/${game.id}`)).json.rated).toBe(false);
  });

  it('lets two players checked in at a started game endorse each other once per kind, and notifies once', async () => {
    const game = await playedGame([ana, ben]);
    const first = await endorse(ana, game, ben, 'sportsmanship');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual({ created: true });
    const again = await endorse(ana, game, ben, 'sportsmanship');
    expect(again.json).toEqual({ created: false });
    expect((await endorse(ana, game, ben, 'skill')).json).toEqual({ created: true });

    const mine = (await endorsable(ana, game)).json as EndorsablePlayersDto;
    expect(mine.players).toEqual([{ uid: ben.uid, displayName: 'enben', given: ['sportsmanship', 'skill'] }]);
    expect((await endorsements.received(ben.uid)).filter((e) => e.eventId === game.id)).toHaveLength(2);

    await expect.poll(async () => (await endorsementNotes(ben.uid)).length, { timeout: 15_000 }).toBe(2);
    const notes = await endorsementNotes(ben.uid);
    expect(notes.map((n) => n.title)).toEqual([endorsementMessages.title('enana'), endorsementMessages.title('enana')]);
  });

  it('answers 401 signed out, 403 to a player not checked in or before the start, 400 for oneself or a bad kind', async () => {
    const game = await playedGame([ana, ben]);
    expect((await api('PUT', `/api/events/${game.id}/endorsements`, { body: { occurrence: game.occurrence, to: ben.uid, kind: 'skill' } })).status).toBe(401);

    const outsider = await endorse(cal, game, ben);
    expect(outsider.status).toBe(403);
    expect(outsider.json.message).toBe(endorsementMessages.notBothCheckedIn);
    const toOutsider = await endorse(ana, game, cal);
    expect(toOutsider.status).toBe(403);
    expect((await endorsable(cal, game)).status).toBe(403);

    const self = await endorse(ana, game, ana);
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.json)).toContain('to');
    const badKind = await endorse(ana, game, ben, 'speed');
    expect(badKind.status).toBe(400);
    expect(JSON.stringify(badKind.json)).toContain('kind');
    const otherDate = await endorse(ana, game, ben, 'skill', new Date(Date.parse(game.occurrence) - 86_400_000).toISOString());
    expect(otherDate.status).toBe(400);
    expect(JSON.stringify(otherDate.json)).toContain('occurrence');

    const later = await playedGame([ana, ben], -3);
    const early = await endorse(ana, later, ben);
    expect(early.status).toBe(403);
    expect(early.json.message).toBe(endorsementMessages.notStarted);
  });

  it('refuses across a block either way and leaves the blocked player out of the list', async () => {
    const [dee, eve] = await Promise.all([person('endee'), person('eneve')]);
    const game = await playedGame([dee, eve, ana]);
    expect((await api('POST', `/api/users/${dee.uid}/blocks`, { ...as(dee), body: { userIds: [eve.uid] } })).status).toBeLessThan(300);
    expect((await endorse(dee, game, eve)).status).toBe(403);
    expect((await endorse(eve, game, dee)).status).toBe(403);
    const list = (await endorsable(eve, game)).json as EndorsablePlayersDto;
    expect(list.players.map((p) => p.uid)).toEqual([ana.uid]);
  });
});

describe('badges', () => {
  let onExit: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await onExit?.();
    onExit = undefined;
  });

  it('are computed from records and shown only with the badges flag on and, to others, publicBadges on', async () => {
    const [star, fan] = await Promise.all([person('enstar'), person('enfan')]);
    const mates = await Promise.all(['enm1', 'enm2', 'enm3', 'enm4', 'enm5'].map((p) => person(p)));
    const game = await playedGame([star, ...mates]);
    for (const m of mates) expect((await endorse(m, game, star, 'reliability')).status).toBe(200);

    // The flag off for both (switched off for everyone here: other files turn it on): hidden, even from the owner.
    const before = (await api('GET', '/api/flags', as(admin))).json as { everyone: { badges: boolean } };
    expect((await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: false } })).status).toBe(200);
    onExit = () => api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: before.everyone.badges } });
    expect(await badgesOf(star, star)).toBeNull();
    expect(await badgesOf(fan, star)).toBeNull();

    // The flag on for the owner (the badges beta): the owner sees them, publicBadges or not.
    expect((await setBetas(star, ['badges-preview'])).status).toBe(200);
    expect(await badgesOf(star, star)).toEqual({ endorsements: { sportsmanship: 0, skill: 0, reliability: 5 }, earned: ['fiveEndorsements'] });

    // The flag on for the viewer, publicBadges off: hidden; on: shown.
    expect((await setBetas(fan, ['badges-preview'])).status).toBe(200);
    expect((await showBadges(star, false)).status).toBe(200);
    expect(await badgesOf(fan, star)).toBeNull();
    expect((await showBadges(star, true)).status).toBe(200);
    expect((await badgesOf(fan, star))?.earned).toEqual(['fiveEndorsements']);

    // The host of a game that has started earned "First game hosted".
    expect((await setBetas(host, ['badges-preview'])).status).toBe(200);
    expect((await badgesOf(host, host))?.earned).toContain('firstGameHosted');
  });

  it('account deletion removes endorsements given and received', async () => {
    const [gone, stays] = await Promise.all([person('engone'), person('enstays')]);
    const game = await playedGame([gone, stays]);
    expect((await endorse(gone, game, stays)).status).toBe(200);
    expect((await endorse(stays, game, gone)).status).toBe(200);
    await deleteAccount({ uid: gone.uid }, gone.uid);
    expect(await endorsements.received(gone.uid)).toEqual([]);
    expect(await endorsements.received(stays.uid)).toEqual([]);
  });
});
