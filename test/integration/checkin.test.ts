import { beforeAll, describe, expect, it } from 'vitest';
import { checkinMessages } from '@shared/constants/checkin-messages';
import { messages } from '@shared/constants/messages';
import type { CheckinListDto, CheckInResultDto, GamesAttendedDto } from '@shared/schemas/checkin';
import { yearsAgo } from '@shared/schemas/user';
import { createEvent, eventBody, inHours, person, type EventBody, type User } from '../fixtures/events';
import { checkins } from '../../lambdas/data/checkins';
import { DELETED_CREATOR } from '../../lambdas/data/account-removal';
import { api } from '../fixtures/local';
import { addMember, as, createTeam } from '../fixtures/teams';

type Event = { id: string; dateStart: string; occurrences: string[] };

let organiser: User;
let teamAdmin: User;
let teamMember: User;
let player: User;
let walkIn: User;
let stranger: User;
let teamId: string;
beforeAll(async () => {
  [organiser, teamAdmin, teamMember, player, walkIn, stranger] = (await Promise.all(
    ['ciorg', 'ciadmin', 'cimember', 'ciplayer', 'ciwalkin', 'cistranger'].map((p) => person(p)),
  )) as [User, User, User, User, User, User];
  const team = await createTeam(organiser, { name: 'Check-in Hoopers' });
  teamId = team.id;
  await addMember(team, organiser, teamAdmin, 'admin');
  await addMember(team, organiser, teamMember);
}, 120_000);

async function newEvent(patch: EventBody = {}): Promise<Event> {
  const res = await createEvent(organiser, eventBody(patch));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as unknown as Event;
}
const join = async (user: User, event: Event, occurrence = event.dateStart) =>
  expect((await api('POST', `/api/events/${event.id}/rsvps`, { ...as(user), body: { occurrence } })).status).toBe(201);
const checkIn = (by: User, event: Event, who: User | string, occurrence = event.dateStart) =>
  api('PUT', `/api/events/${event.id}/checkins/${typeof who === 'string' ? who : who.uid}`, { ...as(by), body: { occurrence } });
const undo = (by: User, event: Event, who: User, occurrence = event.dateStart) =>
  api('DELETE', `/api/events/${event.id}/checkins/${who.uid}?occurrence=${encodeURIComponent(occurrence)}`, as(by));
const list = (by: User, event: Event, occurrence = event.dateStart) =>
  api('GET', `/api/events/${event.id}/checkins?occurrence=${encodeURIComponent(occurrence)}`, as(by));
const attended = (viewer: User, owner: User) => api('GET', `/api/users/${owner.uid}/games-attended`, as(viewer));

describe('checking players in', () => {
  it('checks a joined player in once: a second check-in answers the same record and changes nothing', async () => {
    const event = await newEvent({ title: 'Check-in Tuesday' });
    await join(player, event);
    const first = await checkIn(organiser, event, player);
    expect(first.status).toBe(200);
    const made = first.json as unknown as CheckInResultDto;
    expect(made).toMatchObject({ created: true, checkin: { userId: player.uid, checkedInBy: organiser.uid, occurrence: event.dateStart, displayName: 'ciplayer' } });

    const again = await checkIn(organiser, event, player);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ created: false, checkin: made.checkin });

    const listed = (await list(organiser, event)).json as unknown as CheckinListDto;
    expect(listed.items.map((c) => c.userId)).toEqual([player.uid]);
    expect(listed.counts).toEqual({ checkedIn: 1, joined: 1 });
  });

  it('lets an admin of the hosting team check in and undo, but not a plain member or a stranger', async () => {
    const event = await newEvent({ title: 'Team check-in', hostingTeam: teamId, teamName: 'Check-in Hoopers' });
    await join(player, event);
    for (const outsider of [teamMember, stranger, player]) {
      const res = await checkIn(outsider, event, player);
      expect(res.status, outsider.email).toBe(403);
      expect((await list(outsider, event)).status).toBe(403);
      expect((await undo(outsider, event, player)).status).toBe(403);
    }
    const byAdmin = await checkIn(teamAdmin, event, player);
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.json as unknown as CheckInResultDto).checkin.checkedInBy).toBe(teamAdmin.uid);
    expect((await undo(teamAdmin, event, player)).status).toBe(200);
    expect(((await list(organiser, event)).json as unknown as CheckinListDto).counts.checkedIn).toBe(0);
  });

  it('undoes a check-in, and answers 404 when there is none to undo', async () => {
    const event = await newEvent({ title: 'Undo night' });
    await join(player, event);
    expect((await checkIn(organiser, event, player)).status).toBe(200);
    expect((await undo(organiser, event, player)).json).toEqual({ removed: true });
    const second = await undo(organiser, event, player);
    expect(second.status).toBe(404);
    expect(second.json.message).toBe(checkinMessages.notCheckedIn);
    expect(((await list(organiser, event)).json as unknown as CheckinListDto).items).toEqual([]);
  });

  it('refuses a walk-in who has not joined with 409 naming why; once they join, the check-in goes through', async () => {
    const event = await newEvent({ title: 'Walk-in night' });
    const refused = await checkIn(organiser, event, walkIn);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(checkinMessages.notJoined('ciwalkin'));
    await join(walkIn, event);
    expect((await checkIn(organiser, event, walkIn)).status).toBe(200);
  });

  it('answers 404 for an unknown event and 400 naming the field for a date that is not an occurrence or an unknown person', async () => {
    const event = await newEvent({ title: 'Validation run' });
    await join(player, event);
    const unknown = await api('PUT', `/api/events/no-such-event/checkins/${player.uid}`, { ...as(organiser), body: { occurrence: event.dateStart } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.gameNotFound);

    const wrongDate = await checkIn(organiser, event, player, inHours(72));
    expect(wrongDate.status).toBe(400);
    expect(wrongDate.json.message).toContain('occurrence');
    const notADate = await checkIn(organiser, event, player, 'tomorrow');
    expect(notADate.status).toBe(400);
    expect(notADate.json.message).toContain('occurrence');
    const listWrongDate = await list(organiser, event, inHours(72));
    expect(listWrongDate.status).toBe(400);

    const nobody = await checkIn(organiser, event, 'no-such-person');
    expect(nobody.status).toBe(400);
    expect(nobody.json.message).toContain('uid');
  });

  it('keeps the check-ins of each date of a series apart', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const end = new Date(start.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const event = await newEvent({ title: 'Weekly check-in', dateStart: start.toISOString(), reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: end } });
    const [first, second] = event.occurrences as [string, string];
    expect(second).toBeDefined();
    await join(player, event, first);
    await join(player, event, second);
    expect((await checkIn(organiser, event, player, second)).status).toBe(200);
    expect(((await list(organiser, event, first)).json as unknown as CheckinListDto).items).toEqual([]);
    expect(((await list(organiser, event, second)).json as unknown as CheckinListDto).items.map((c) => c.occurrence)).toEqual([second]);
  });
});

describe('games attended', () => {
  it('shows an adult’s games attended to others by default, latest first, and hides them when the flag is off', async () => {
    const adult = await person('ciadult');
    const viewer = await person('civiewer');
    const a = await newEvent({ title: 'Attended one', dateStart: inHours(30) });
    const b = await newEvent({ title: 'Attended two', dateStart: inHours(60) });
    for (const e of [a, b]) {
      await join(adult, e);
      expect((await checkIn(organiser, e, adult)).status).toBe(200);
    }
    const seen = (await attended(viewer, adult)).json as unknown as GamesAttendedDto;
    expect(seen.gamesAttended?.count).toBe(2);
    expect(seen.gamesAttended?.recent.map((g) => g.title)).toEqual(['Attended two', 'Attended one']);

    const me = (await api('GET', '/api/me', as(adult))).json as { privacySettings: Record<string, unknown> };
    expect(me.privacySettings.publicGamesAttended).toBe(true);
    const toggles = { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true, publicGamesAttended: false };
    const saved = await api('PUT', `/api/users/${adult.uid}/privacy`, { ...as(adult), body: toggles });
    expect(saved.json.publicGamesAttended).toBe(false);
    expect((await attended(viewer, adult)).json).toEqual({ gamesAttended: null });
    // The person always sees their own.
    expect(((await attended(adult, adult)).json as unknown as GamesAttendedDto).gamesAttended?.count).toBe(2);
    // Saving the spec's four toggles alone keeps the choice.
    const { publicGamesAttended: _, ...four } = toggles;
    expect((await api('PUT', `/api/users/${adult.uid}/privacy`, { ...as(adult), body: four })).json.publicGamesAttended).toBe(false);
  });

  it('keeps a minor’s games attended private by default; they may turn them on', async () => {
    const minor = await person('ciminor');
    const profile = { displayName: 'ciminor', fullName: 'Ci Minor', birthdate: yearsAgo(15), defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } };
    expect((await api('PUT', `/api/users/${minor.uid}`, { ...as(minor), body: profile })).status).toBe(200);
    const event = await newEvent({ title: 'Junior run' });
    await join(minor, event);
    expect((await checkIn(organiser, event, minor)).status).toBe(200);

    // A stranger finds no page of a minor at all; their family sees it, without the games by default.
    expect((await attended(stranger, minor)).status).toBe(404);
    const sibling = await person('cisibling');
    const asked = await api('POST', `/api/users/${minor.uid}/family`, { ...as(minor), body: { isGthUser: true, relation: 'sibling', userId: sibling.uid } });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect((await api('POST', `/api/family-connections/${asked.json.id as string}/response`, { ...as(sibling), body: { accept: true } })).status).toBe(201);
    expect((await attended(sibling, minor)).json).toEqual({ gamesAttended: null });
    expect(((await api('GET', '/api/me', as(minor))).json as { privacySettings: Record<string, unknown> }).privacySettings.publicGamesAttended).toBe(false);
    expect(((await attended(minor, minor)).json as unknown as GamesAttendedDto).gamesAttended?.count).toBe(1);

    const toggles = { messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false, publicGamesAttended: true };
    expect((await api('PUT', `/api/users/${minor.uid}/privacy`, { ...as(minor), body: toggles })).status).toBe(200);
    expect(((await attended(sibling, minor)).json as unknown as GamesAttendedDto).gamesAttended?.count).toBe(1);
    expect((await attended(stranger, minor)).status).toBe(404);
  });

  it('answers a blocked pair 404 either way', async () => {
    const blocker = await person('ciblocker');
    const blocked = await person('ciblocked');
    const event = await newEvent({ title: 'Blocked run' });
    await join(blocker, event);
    expect((await checkIn(organiser, event, blocker)).status).toBe(200);
    expect((await api('POST', `/api/users/${blocker.uid}/blocks`, { ...as(blocker), body: { userIds: [blocked.uid] } })).status).toBeLessThan(300);
    for (const [viewer, owner] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const res = await attended(viewer, owner);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(messages.userNotFound);
    }
  });

  it('account deletion removes the person’s check-ins and credits the ones they made to nobody', async () => {
    const leaving = await person('cileaving');
    const host = await person('cihost');
    const guest = await person('ciguest');
    const theirs = (await createEvent(host, eventBody({ title: 'Host goes' }))).json as unknown as Event;
    await join(guest, theirs);
    expect((await checkIn(host, theirs, guest)).status).toBe(200);
    const event = await newEvent({ title: 'Leaver run' });
    await join(leaving, event);
    expect((await checkIn(organiser, event, leaving)).status).toBe(200);

    expect((await api('DELETE', `/api/users/${leaving.uid}`, { ...as(leaving), body: { confirm: 'DELETE' } })).status).toBe(200);
    expect((await api('DELETE', `/api/users/${host.uid}`, { ...as(host), body: { confirm: 'DELETE' } })).status).toBe(200);

    expect(((await list(organiser, event)).json as unknown as CheckinListDto).items).toEqual([]);
    expect(await checkins.ofUser(leaving.uid)).toEqual([]);
    const kept = await checkins.ofOccurrence(theirs.id, theirs.dateStart);
    expect(kept.map((c) => [c.userId, c.checkedInBy])).toEqual([[guest.uid, DELETED_CREATOR]]);
    expect(((await attended(guest, guest)).json as unknown as GamesAttendedDto).gamesAttended?.count).toBe(1);
  });
});
