import { describe, expect, it } from 'vitest';
import { createEvent, denverPoint, eventBody, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { createTeam } from '../fixtures/teams';

/**
 * A person's e-mail address is returned to nobody but its owner. Two people are tied together in
 * every way the product lets them meet (connection, a family request never answered, an open team,
 * an event RSVP, messages, a post, a block), then every response either of them gets from a route
 * that can carry people is scanned, all of it, for the other's address or its local part.
 */
interface Seen {
  route: string;
  body: unknown;
}

function leaksOf(seen: Seen[], email: string): string[] {
  const address = email.toLowerCase();
  const localPart = address.split('@')[0]!;
  return seen.filter(({ body }) => {
    const text = JSON.stringify(body ?? null).toLowerCase();
    return text.includes(address) || text.includes(localPart);
  }).map(({ route }) => route);
}

describe("other people's e-mail", () => {
  it('never appears in any response about people to anyone but its owner', async () => {
    const [viewer, other] = await Promise.all([person('leakview'), person('leakother')]);
    const seenBy = new Map<User, Seen[]>([
      [viewer, []],
      [other, []],
    ]);
    const call = async (user: User, method: string, path: string, body?: unknown, expected?: number) => {
      const res = await api(method, path, { token: user.idToken, body });
      if (expected !== undefined) expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(expected);
      seenBy.get(user)!.push({ route: `${method} ${path} (${user === viewer ? 'viewer' : 'other'})`, body: res.json });
      return res.json;
    };

    // Connected, and a family request the other never answers.
    await call(viewer, 'POST', `/api/connections/${other.uid}`, undefined, 201);
    await call(other, 'POST', `/api/connections/${viewer.uid}/accept`, undefined, 201);
    await call(viewer, 'POST', `/api/users/${viewer.uid}/family`, { isGthUser: true, relation: 'other', userId: other.uid }, 201);

    // An open team the other joins, and an event they RSVP to.
    const team = await createTeam(viewer, { name: `Leak Check ${viewer.uid.slice(0, 6)}` });
    await call(other, 'POST', `/api/teams/${team.id}/members`, undefined, 201);
    const event = (await createEvent(viewer, eventBody())).json as { id: string };
    await call(other, 'POST', `/api/events/${event.id}/rsvps`, {}, 201);

    // Messages both ways, in a direct conversation and the team's.
    const direct = (await call(viewer, 'POST', '/api/conversations/direct', { userId: other.uid }, 201)) as { id: string };
    await call(viewer, 'POST', `/api/conversations/${direct.id}/messages`, { text: 'Hi there' }, 201);
    await call(other, 'POST', `/api/conversations/${direct.id}/messages`, { text: 'Hello back' }, 201);
    await call(other, 'POST', `/api/conversations/team_${team.id}/messages`, { text: 'Hello team' }, 201);

    // A post by the other.
    const post = (await call(other, 'POST', '/api/posts', { title: 'Leak check post', text: 'Anyone for tennis?', category: 'test', subCategory: 'test-posts' }, 201)) as {
      id: string;
    };

    const near = `lat=${denverPoint.lat}&lng=${denverPoint.lng}`;
    const reads = (me: User, them: User) => [
      '/api/me',
      '/api/home',
      `/api/users/${them.uid}`,
      `/api/users/${me.uid}/family/lookup?q=${them.uid}`,
      // Typed by the caller, yet the answer still does not repeat it.
      `/api/users/${me.uid}/family/lookup?q=${encodeURIComponent(them.email)}`,
      `/api/users/${me.uid}/user-lists`,
      `/api/users/${me.uid}/family`,
      `/api/users/${me.uid}/blocked-conversations`,
      '/api/connections',
      `/api/players/nearby?${near}&radius=5&q=leak`,
      `/api/search?q=leak&${near}`,
      `/api/teams/${team.id}/members`,
      `/api/events/${event.id}`,
      `/api/events/${event.id}/rsvps`,
      '/api/conversations',
      `/api/conversations/${direct.id}/messages`,
      `/api/conversations/team_${team.id}/messages`,
      `/api/posts/${post.id}`,
      '/api/posts/test/test-posts',
      '/api/notifications',
    ];
    for (const path of [...reads(viewer, other), `/api/teams/${team.id}/requests`]) await call(viewer, 'GET', path, undefined, 200);
    for (const path of reads(other, viewer)) await call(other, 'GET', path, undefined, 200);

    // Blocking by id (the harvesting path), then the profile and lists that show the block list.
    const blocked = (await call(viewer, 'POST', `/api/users/${viewer.uid}/blocks`, { userIds: [other.uid] }, 201)) as {
      blocklist: Array<{ userId: string; email: string; displayName: string }>;
    };
    expect(blocked.blocklist).toEqual([{ userId: other.uid, email: '', displayName: 'leakother' }]);
    await call(viewer, 'GET', '/api/me', undefined, 200);
    await call(viewer, 'GET', `/api/users/${viewer.uid}/user-lists`, undefined, 200);
    await call(viewer, 'PUT', `/api/users/${viewer.uid}/privacy`, { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true }, 200);

    // The scan saw the people it was meant to: names, not addresses.
    const viewerSaw = JSON.stringify(seenBy.get(viewer)!.map((s) => s.body));
    expect(viewerSaw).toContain(other.uid);
    expect(viewerSaw).toContain('leakother');
    expect(seenBy.get(viewer)!.length).toBeGreaterThan(20);

    expect(leaksOf(seenBy.get(viewer)!, other.email)).toEqual([]);
    expect(leaksOf(seenBy.get(other)!, viewer.email)).toEqual([]);
    // Each still sees their own address.
    expect((await api('GET', '/api/me', { token: other.idToken })).json.email).toBe(other.email);
  });
});
