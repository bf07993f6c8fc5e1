import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/constants/event-messages';
import { minorMessages } from '@shared/constants/minor-messages';
import { teamMessages } from '@shared/constants/team-messages';
import { notifications } from '../../lambdas/data/notifications';
import type { User } from '../fixtures/events';
import { api, newUser } from '../fixtures/local';
import { as, createTeam, type Team } from '../fixtures/teams';

/** A town of our own (Glendive, MT), far from the seeded Denver data and other files' towns. */
const town = { name: 'Glendive, MT', lat: 47.1053 + Math.random() / 100, lng: -104.7125 };
const point = `lat=${town.lat}&lng=${town.lng}`;
/** Letters no offensive word is made of (display names go through the profanity check). */
const tag = Array.from({ length: 6 }, () => 'qxzjkvwy'[Math.floor(Math.random() * 8)]).join('');
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

type Json = Record<string, unknown>;

async function resident(prefix: string, extra: Json = {}) {
  const user = await newUser(prefix);
  const body = {
    displayName: `${prefix} ${tag}`,
    fullName: `${prefix} Tester`,
    defaultCity: town,
    additionalInfo: { sports: ['Pickleball'] },
    ...extra,
  };
  const res = await api('PUT', `/api/users/${user.uid}`, { ...as(user), body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return user;
}

const ids = (items: unknown) => (items as Array<{ uid: string }>).map((p) => p.uid);
const nearbyIds = async (viewer: User) => {
  const res = await api('GET', `/api/players/nearby?${point}&radius=10&limit=100`, as(viewer));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ids(res.json.items);
};
const searchIds = async (viewer: User, q: string) => {
  const res = await api('GET', `/api/search?q=${encodeURIComponent(q)}&${point}&radius=10`, as(viewer));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ids(res.json.players);
};
const homeIds = async (viewer: User) => {
  const res = await api('GET', '/api/home', as(viewer));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ids(res.json.nearbyPlayers);
};
const connectionsOf = async (user: User) =>
  ((await api('GET', '/api/connections', as(user))).json.items as Array<{ person: { uid: string }; status: string }>).map((c) => [
    c.person.uid,
    c.status,
  ]);
const titles = async (uid: string) => (await notifications.listByUser(uid)).map((n) => n.title);
const settle = () => new Promise((r) => setTimeout(r, 2000));

let kid: User;
let parent: User;
let coach: User;
let stranger: User;
let team: Team;

beforeAll(async () => {
  [kid, parent, coach, stranger] = await Promise.all([
    resident('Kid', { birthdate: yearsAgo(15) }),
    resident('Parent', { birthdate: yearsAgo(45) }),
    resident('Coach'),
    resident('Stranger'),
  ]);
  // The child adds their parent (a stranger could not add a minor as family); the parent accepts.
  const asked = await api('POST', `/api/users/${kid.uid}/family`, {
    ...as(kid),
    body: { isGthUser: true, relation: 'parent', userId: parent.uid },
  });
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  const accepted = await api('POST', `/api/family-connections/${asked.json.id as string}/response`, {
    ...as(parent),
    body: { accept: true },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
  team = await createTeam(coach, {
    name: `Glendive Juniors ${tag}`,
    gameType: 'Pickleball',
    city: town.name,
    lat: town.lat,
    lng: town.lng,
  });
  // No family of the child is on the coach's team: the join waits for the parent, who approves it.
  const joined = await api('POST', `/api/teams/${team.id}/members`, as(kid));
  expect(joined.json).toEqual({ role: 'pending', heldForGuardian: true });
  const approved = await api('POST', `/api/guardian/team-requests/${kid.uid}/${team.id}`, {
    ...as(parent),
    body: { decision: 'approve' },
  });
  expect(approved.status, JSON.stringify(approved.json)).toBe(201);
  expect((await api('GET', `/api/teams/${team.id}/members/me`, as(kid))).json).toEqual({ role: 'member' });
});

describe('a 15-year-old is listed only to their family and team-mates', () => {
  it('is not among a stranger’s nearby players, but is among their parent’s and their coach’s', async () => {
    const strangerSees = await nearbyIds(stranger);
    expect(strangerSees).toContain(coach.uid);
    expect(strangerSees).not.toContain(kid.uid);
    expect(await nearbyIds(parent)).toContain(kid.uid);
    expect(await nearbyIds(coach)).toContain(kid.uid);
  });

  it('is not found by a stranger’s search, but is by their parent’s', async () => {
    expect(await searchIds(stranger, `Kid ${tag}`)).toEqual([]);
    expect(await searchIds(stranger, tag)).not.toContain(kid.uid);
    expect(await searchIds(parent, `Kid ${tag}`)).toEqual([kid.uid]);
  });

  it('is not on a stranger’s home dashboard, but is on their parent’s and team-mate’s', async () => {
    expect(await homeIds(stranger)).not.toContain(kid.uid);
    expect(await homeIds(parent)).toContain(kid.uid);
    expect(await homeIds(coach)).toContain(kid.uid);
  });
});

describe('team rosters', () => {
  it('need sign-in and membership while the roster is private (the default)', async () => {
    expect(team.publicRoster).toBe(false);
    expect((await api('GET', `/api/teams/${team.id}/members`)).status).toBe(401);
    const anonymous = await api('GET', `/api/teams/${team.id}/roster`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.json.message).toBe(teamMessages.rosterSignIn);
    const outsider = await api('GET', `/api/teams/${team.id}/members`, as(stranger));
    expect(outsider.status).toBe(403);
    expect(outsider.json.message).toBe(teamMessages.rosterMembersOnly);
    for (const member of [coach, kid]) {
      const res = await api('GET', `/api/teams/${team.id}/members`, as(member));
      expect(res.status).toBe(200);
      expect((res.json.items as Array<{ userId: string }>).map((m) => m.userId).sort()).toEqual([coach.uid, kid.uid].sort());
    }
  });

  it('once public, show outsiders everyone but the minors (family still sees their child)', async () => {
    const fresh = (await api('GET', `/api/teams/${team.id}`)).json;
    const made = await api('PATCH', `/api/teams/${team.id}`, {
      ...as(coach),
      body: { publicRoster: true, version: fresh.version },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json.publicRoster).toBe(true);
    const roster = async (viewer?: User) =>
      ((await api('GET', `/api/teams/${team.id}/${viewer ? 'members' : 'roster'}`, as(viewer))).json.items as Array<{ userId: string }>).map(
        (m) => m.userId,
      );
    expect(await roster()).toEqual([coach.uid]);
    expect(await roster(stranger)).toEqual([coach.uid]);
    expect((await roster(parent)).sort()).toEqual([coach.uid, kid.uid].sort());
    // Only owners and admins change it.
    const refused = await api('PATCH', `/api/teams/${team.id}`, {
      ...as(kid),
      body: { publicRoster: false, version: made.json.version },
    });
    expect(refused.status).toBe(403);
  });
});

describe('"joined near you" announcements', () => {
  it('never announce a minor, nor an adult who opted out; others are announced as before', async () => {
    const neighbour = await resident('Neighbour', { additionalInfo: { sports: ['Curling'] } });
    const [, , announced] = await Promise.all([
      resident('Junior', { birthdate: yearsAgo(14), additionalInfo: { sports: ['Curling'] } }),
      resident('Quiet', { announceOnJoin: false, additionalInfo: { sports: ['Curling'] } }),
      resident('Loud', { additionalInfo: { sports: ['Curling'] } }),
    ]);
    await expect.poll(() => titles(neighbour.uid), { timeout: 15_000 }).toContain(`Loud ${tag} joined Rally near you`);
    await settle();
    const heard = await titles(neighbour.uid);
    expect(heard.filter((t) => t.startsWith('Junior'))).toEqual([]);
    expect(heard.filter((t) => t.startsWith('Quiet'))).toEqual([]);
    const me = await api('GET', '/api/me', as(announced));
    expect(me.json.announceOnJoin).toBe(true);
  });

  it('keep the opt-out on the profile', async () => {
    const quiet = await resident('Hush', { announceOnJoin: false });
    expect((await api('GET', '/api/me', as(quiet))).json.announceOnJoin).toBe(false);
  });
});

describe('requests to a minor', () => {
  it('a stranger’s connection request is held; the parent sees and approves it; then the child can answer it', async () => {
    const asked = await api('POST', `/api/connections/${kid.uid}`, as(stranger));
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect(asked.json).toEqual({ uid: kid.uid, status: 'requested' });
    expect(await connectionsOf(stranger)).toContainEqual([kid.uid, 'requested']);
    // Held: the child sees nothing yet.
    expect((await connectionsOf(kid)).map(([uid]) => uid)).not.toContain(stranger.uid);
    expect((await api('POST', `/api/connections/${stranger.uid}/accept`, as(kid))).status).toBe(404);

    await expect.poll(() => titles(parent.uid), { timeout: 15_000 }).toContain(minorMessages.heldTitle(`Kid ${tag}`));
    const waiting = await api('GET', '/api/guardian/requests', as(parent));
    expect(waiting.status).toBe(200);
    expect(waiting.json.items).toEqual([
      expect.objectContaining({
        kind: 'connection',
        minor: { uid: kid.uid, displayName: `Kid ${tag}` },
        requester: expect.objectContaining({ uid: stranger.uid }),
      }),
    ]);
    // Only a parent or guardian decides: not the coach, not the child.
    for (const other of [coach, kid]) {
      const refused = await api('POST', `/api/guardian/connection-requests/${kid.uid}/${stranger.uid}`, {
        ...as(other),
        body: { decision: 'approve' },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(minorMessages.notGuardian);
    }
    expect((await api('GET', '/api/guardian/requests', as(coach))).json.items).toEqual([]);

    const approved = await api('POST', `/api/guardian/connection-requests/${kid.uid}/${stranger.uid}`, {
      ...as(parent),
      body: { decision: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(201);
    expect(approved.json).toEqual({ status: 'approved' });
    expect((await api('GET', '/api/guardian/requests', as(parent))).json.items).toEqual([]);
    expect(await connectionsOf(kid)).toContainEqual([stranger.uid, 'incoming']);
    await expect.poll(() => titles(kid.uid), { timeout: 15_000 }).toContain('New connection request');
    const accepted = await api('POST', `/api/connections/${stranger.uid}/accept`, as(kid));
    expect(accepted.json).toEqual({ uid: stranger.uid, status: 'connected' });
    // Deciding again finds nothing waiting.
    const again = await api('POST', `/api/guardian/connection-requests/${kid.uid}/${stranger.uid}`, {
      ...as(parent),
      body: { decision: 'approve' },
    });
    expect(again.status).toBe(404);
  });

  it('a declined request tells the asker politely and cannot be sent again', async () => {
    const other = await resident('Other');
    expect((await api('POST', `/api/connections/${kid.uid}`, as(other))).status).toBe(201);
    const declined = await api('POST', `/api/guardian/connection-requests/${kid.uid}/${other.uid}`, {
      ...as(parent),
      body: { decision: 'decline' },
    });
    expect(declined.json).toEqual({ status: 'declined' });
    expect((await connectionsOf(kid)).map(([uid]) => uid)).not.toContain(other.uid);
    expect((await connectionsOf(other)).map(([uid]) => uid)).not.toContain(kid.uid);
    await expect
      .poll(async () => (await notifications.listByUser(other.uid)).map((n) => n.message), { timeout: 15_000 })
      .toContain(minorMessages.declined);
    const retry = await api('POST', `/api/connections/${kid.uid}`, as(other));
    expect(retry.status).toBe(403);
    expect(retry.json.message).toBe(minorMessages.declined);
    expect((await api('DELETE', `/api/connections/${kid.uid}`, as(other))).status).toBe(404);
  });

  it('a team-mate’s request reaches the child at once', async () => {
    const mate = await resident('Mate');
    expect((await api('POST', `/api/teams/${team.id}/members`, as(mate))).status).toBe(201);
    expect((await api('POST', `/api/connections/${kid.uid}`, as(mate))).status).toBe(201);
    expect(await connectionsOf(kid)).toContainEqual([mate.uid, 'incoming']);
  });

  it('a team join waits for the parent: pending meanwhile, withdrawable, and a declined one is told to the child', async () => {
    const other = await createTeam(stranger, { name: `Glendive Seniors ${tag}` });
    const joined = await api('POST', `/api/teams/${other.id}/members`, as(kid));
    expect(joined.json).toEqual({ role: 'pending', heldForGuardian: true });
    expect((await api('GET', `/api/teams/${other.id}/members/me`, as(kid))).json).toEqual({ role: 'pending' });
    expect((await api('POST', `/api/teams/${other.id}/members`, as(kid))).status).toBe(409);
    // Managers see no request: the parent decides first.
    expect((await api('GET', `/api/teams/${other.id}/requests`, as(stranger))).json.items).toEqual([]);
    const waiting = (await api('GET', '/api/guardian/requests', as(parent))).json.items as Array<Record<string, unknown>>;
    expect(waiting).toContainEqual(
      expect.objectContaining({ kind: 'team', team: { id: other.id, name: `Glendive Seniors ${tag}` } }),
    );
    const coachTries = await api('POST', `/api/guardian/team-requests/${kid.uid}/${other.id}`, {
      ...as(coach),
      body: { decision: 'approve' },
    });
    expect(coachTries.status).toBe(403);

    const declined = await api('POST', `/api/guardian/team-requests/${kid.uid}/${other.id}`, {
      ...as(parent),
      body: { decision: 'decline' },
    });
    expect(declined.json).toEqual({ status: 'declined' });
    expect((await api('GET', `/api/teams/${other.id}/members/me`, as(kid))).json).toEqual({ role: null });
    await expect
      .poll(() => titles(kid.uid), { timeout: 15_000 })
      .toContain(minorMessages.teamDeclinedTitle(`Glendive Seniors ${tag}`));

    // Asked again and withdrawn by the child before the parent decides.
    expect((await api('POST', `/api/teams/${other.id}/members`, as(kid))).json).toEqual({
      role: 'pending',
      heldForGuardian: true,
    });
    expect((await api('DELETE', `/api/teams/${other.id}/members/me`, as(kid))).status).toBe(200);
    const gone = await api('POST', `/api/guardian/team-requests/${kid.uid}/${other.id}`, {
      ...as(parent),
      body: { decision: 'approve' },
    });
    expect(gone.status).toBe(404);
  });

  it('a stranger cannot add a minor as family', async () => {
    const res = await api('POST', `/api/users/${stranger.uid}/family`, {
      ...as(stranger),
      body: { isGthUser: true, relation: 'child', userId: kid.uid },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(minorMessages.familyRequestToMinor);
  });

  it('bad input names the field', async () => {
    const res = await api('POST', `/api/guardian/connection-requests/${kid.uid}/${stranger.uid}`, {
      ...as(parent),
      body: { decision: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.issues)).toContain('decision');
  });
});

describe('a minor’s own pages and the event pages they are on', () => {
  const signedOut = { token: undefined };
  // Someone who never met the child (the file's stranger has since become their connection).
  let outsider: User;
  beforeAll(async () => {
    outsider = await resident('Outsider');
  });

  it('an event’s people name the minor only to the organiser, their family and team-mates; everyone counts them', async () => {
    const host = await resident('Host');
    const created = await api('POST', '/api/events', {
      ...as(host),
      body: {
        title: `Glendive open play ${tag}`,
        gameType: 'Pickleball',
        dateStart: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        timeZone: 'America/Denver',
        duration: { hours: 1, minutes: 0 },
        location: { name: 'Glendive Courts', address: '1 Merrill Ave, Glendive, MT', lat: town.lat, lng: town.lng },
        capacity: 10,
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const eventId = created.json.id as string;
    expect((await api('POST', `/api/events/${eventId}/rsvps`, { ...as(kid), body: {} })).status).toBe(201);

    const listed = async (viewer: User) => {
      const res = await api('GET', `/api/events/${eventId}/rsvps`, as(viewer));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((res.json.counts as { joined: number }).joined).toBe(1);
      return (res.json.items as Array<{ userId: string }>).map((r) => r.userId);
    };
    expect(await listed(outsider)).toEqual([]);
    for (const knower of [host, parent, coach, kid]) expect(await listed(knower)).toEqual([kid.uid]);

    // A bracket the organiser typed with the child in it shows them to outsiders as a private player.
    const game = await api('POST', `/api/events/${eventId}/games`, {
      ...as(host),
      body: { name: 'Round robin', participants: [{ id: kid.uid, name: 'Kid' }, { id: host.uid, name: 'Host' }] },
    });
    expect(game.status, JSON.stringify(game.json)).toBe(201);
    const playersSeenBy = async (viewer: User) =>
      ((await api('GET', `/api/games/${game.json.id as string}`, as(viewer))).json.participants as Array<{ id: string; name: string }>).map((p) => p.name);
    expect(await playersSeenBy(outsider)).toEqual(['Private player 1', 'Host']);
    expect(await playersSeenBy(parent)).toEqual(['Kid', 'Host']);
  });

  it('someone who never met them finds no profile, hours, games, badges or host to follow, as for no account; family and team-mates do', async () => {
    const paths = [`/api/users/${kid.uid}`, `/api/users/${kid.uid}/availability`, `/api/users/${kid.uid}/events?role=joined&pastFuture=future`];
    for (const path of paths) {
      const res = await api('GET', path, as(outsider));
      expect(res.status, path).toBe(404);
      expect(res.json.message).toBe('User not found');
      for (const knower of [parent, coach]) expect((await api('GET', path, as(knower))).status, path).toBe(200);
    }
    const follow = await api('PUT', `/api/follows/host/${kid.uid}`, as(outsider));
    expect(follow.status).toBe(404);
    expect((await api('PUT', `/api/follows/host/${kid.uid}`, as(parent))).status).toBe(200);
  });

  it('a minor’s post is on the board only for their family and team-mates', async () => {
    const title = `Kid looking for a doubles partner ${tag}`;
    const posted = await api('POST', '/api/posts', { ...as(kid), body: { title, text: 'After school', category: 'test', subCategory: 'test-posts' } });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    const postId = posted.json.id as string;
    const board = `/api/posts/test/test-posts?${point}&radius=5&limit=50`;
    const onBoard = async (auth: { token?: string }) => ((await api('GET', board, auth)).json.items as Array<{ id: string }>).some((p) => p.id === postId);
    expect(await onBoard(as(outsider))).toBe(false);
    expect(await onBoard(signedOut)).toBe(false);
    expect(await onBoard(as(parent))).toBe(true);
    expect(await onBoard(as(coach))).toBe(true);
    expect((await api('GET', `/api/posts/${postId}`, as(outsider))).status).toBe(404);
    expect((await api('GET', `/api/posts/${postId}`, signedOut)).status).toBe(404);
    expect((await api('GET', `/api/posts/${postId}`, as(parent))).status).toBe(200);
  });

  it('past games joined follow the games-attended choice, as the games-attended list does', async () => {
    const adult = await resident('Private past');
    const toggles = { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true };
    const past = `/api/users/${adult.uid}/events?role=joined&pastFuture=past`;
    expect((await api('GET', past, as(outsider))).status).toBe(200);
    expect((await api('PUT', `/api/users/${adult.uid}/privacy`, { ...as(adult), body: { ...toggles, publicGamesAttended: false } })).status).toBe(200);
    const refused = await api('GET', past, as(outsider));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(eventMessages.gamesAttendedPrivate);
    expect((await api('GET', past, as(adult))).status).toBe(200);
    // The games they created stay the organiser's public record.
    expect((await api('GET', `/api/users/${adult.uid}/events?role=created&pastFuture=past`, as(outsider))).status).toBe(200);
  });
});
