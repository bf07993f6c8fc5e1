import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { availability } from '../../lambdas/data/availability';
import { blocks } from '../../lambdas/data/blocks';
import { createEvent, eventBody, inHours, type User } from '../fixtures/events';
import { api, newUser } from '../fixtures/local';
import { as, createTeam } from '../fixtures/teams';

/** A town of our own, far from the seeded Denver data, so only this file's people are near it. */
const town = { name: 'Bozeman, MT', lat: 45.677 + Math.random() / 100, lng: -111.0429 };
const near = (miles: number) => ({ ...town, lat: town.lat + miles / 69 });

type Dashboard = {
  city: { name: string } | null;
  upcomingEvents: Array<{ id: string; dateStart: string; cancelled: boolean }>;
  nearbyEvents: Array<{ id: string; creatorId: string }>;
  nearbyPlayers: Array<Record<string, unknown> & { uid: string }>;
  registrations: Array<{ team: { id: string }; season: { label: string } }>;
  teams: Array<{ teamId: string; role: string }>;
  incompleteTasks: Array<{ id: string; url: string; params: Record<string, string> | null }>;
};
const dashboard = async (user: User) => {
  const res = await api('GET', '/api/home', as(user));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as Dashboard;
};

async function townsperson(prefix: string, city = town, extra: Record<string, unknown> = {}) {
  const user = await newUser(prefix);
  const body = {
    displayName: prefix,
    fullName: `${prefix} Tester`,
    defaultCity: city,
    additionalInfo: { sports: ['Pickleball'] },
    ...extra,
  };
  expect((await api('PUT', `/api/users/${user.uid}`, { ...as(user), body })).status).toBe(200);
  return user;
}
const eventInTown = (user: User, hours: number, title: string) =>
  createEvent(
    user,
    eventBody({ title, dateStart: inHours(hours), location: { name: 'Bogert Park', lat: town.lat, lng: town.lng } }),
  );

describe('GET /api/home', () => {
  it('refuses anonymous callers', async () => {
    expect((await api('GET', '/api/home')).status).toBe(401);
  });

  it('gives a new person their incomplete tasks and empty sections', async () => {
    const fresh = await newUser('fresh');
    const home = await dashboard(fresh);
    expect(home.city).toBeNull();
    expect(home).toMatchObject({ upcomingEvents: [], nearbyEvents: [], nearbyPlayers: [], registrations: [], teams: [] });
    expect(home.incompleteTasks.map((t) => t.id)).toEqual(
      expect.arrayContaining(['home-city', 'photo', 'sports', 'availability']),
    );
    expect(home.incompleteTasks.find((t) => t.id === 'availability')).toMatchObject({
      url: '/settings',
      params: { tab: 'availability' },
    });
  });

  describe('for a player in town', () => {
    let me: User;
    let organiser: User;
    beforeAll(async () => {
      [me, organiser] = await Promise.all([townsperson('Mia'), townsperson('Otto')]);
    });

    it('shows at most 7 upcoming events, created and joined, each once, soonest first, none cancelled', async () => {
      const mine = await Promise.all([10, 30, 50, 70].map((h, i) => eventInTown(me, h, `Mine ${i}`)));
      const theirs = await Promise.all([20, 40, 60, 80, 90].map((h, i) => eventInTown(organiser, h, `Theirs ${i}`)));
      for (const e of theirs) {
        expect((await api('POST', `/api/events/${e.json.id as string}/rsvps`, { ...as(me), body: {} })).status).toBeLessThan(300);
      }
      // Joining my own event too must not list it twice; a cancelled one is left out.
      await api('POST', `/api/events/${mine[0]!.json.id as string}/rsvps`, { ...as(me), body: {} });
      expect((await api('POST', `/api/events/${mine[1]!.json.id as string}/cancel`, as(me))).status).toBeLessThan(300);

      const { upcomingEvents } = await dashboard(me);
      expect(upcomingEvents).toHaveLength(7);
      const ids = upcomingEvents.map((e) => e.id);
      expect(new Set(ids).size).toBe(7);
      expect(ids).not.toContain(mine[1]!.json.id);
      expect(upcomingEvents.map((e) => e.dateStart)).toEqual([...upcomingEvents.map((e) => e.dateStart)].sort());
      expect(ids[0]).toBe(mine[0]!.json.id);
      expect(ids).toContain(theirs[0]!.json.id);
    });

    it('leaves cancelled events out before taking the first 7, so later ones still show', async () => {
      const joiner = await townsperson('Jo');
      const early = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((h) => eventInTown(organiser, h, `Early ${h}`)));
      const later = await eventInTown(organiser, 200, 'Later one');
      for (const e of [...early, later]) {
        expect((await api('POST', `/api/events/${e.json.id as string}/rsvps`, { ...as(joiner), body: {} })).status).toBeLessThan(300);
      }
      for (const e of early) expect((await api('POST', `/api/events/${e.json.id as string}/cancel`, as(organiser))).status).toBeLessThan(300);
      expect((await dashboard(joiner)).upcomingEvents.map((e) => e.id)).toEqual([later.json.id]);
    });

    it('lists nearby events the player is not already in, and nearby players without the hidden ones', async () => {
      const open = await eventInTown(organiser, 100, 'Open to all');
      const [friend, blockedByMe, blocksMe, faraway] = await Promise.all([
        townsperson('Fay', near(2)),
        townsperson('Bo', near(1)),
        townsperson('Cy', near(1.5)),
        townsperson('Far', near(200)),
      ]);
      await blocks.add(me.uid, [blockedByMe.uid]);
      await blocks.add(blocksMe.uid, [me.uid]);
      // Fay keeps her hours to connections only and hides her upcoming games.
      await availability.save(
        friend.uid,
        {
          weekly: Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
              d,
              { isAvailable: true, timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
            ]),
          ),
          dateSpecific: [],
          privacy: {
            visibilityMode: 'filtered',
            allowedGenders: [],
            communityFilter: 'none',
            allowedCommunities: [],
            connectsOnly: true,
            requireAllFilters: false,
          },
        } as never,
        undefined,
      );

      const home = await dashboard(me);
      expect(home.city?.name).toBe('Bozeman, MT');
      expect(home.nearbyEvents.map((e) => e.id)).toContain(open.json.id);
      expect(home.nearbyEvents.every((e) => e.creatorId !== me.uid)).toBe(true);
      const upcoming = new Set(home.upcomingEvents.map((e) => e.id));
      expect(home.nearbyEvents.some((e) => upcoming.has(e.id))).toBe(false);

      const players = home.nearbyPlayers.map((p) => p.uid);
      expect(players).toContain(friend.uid);
      expect(players).toContain(organiser.uid);
      for (const hidden of [me.uid, blockedByMe.uid, blocksMe.uid, faraway.uid]) expect(players).not.toContain(hidden);
      // Only public fields: nothing of Fay's hours, games or e-mail comes through the dashboard.
      const fay = home.nearbyPlayers.find((p) => p.uid === friend.uid)!;
      expect(Object.keys(fay).sort()).toEqual(['city', 'connection', 'displayName', 'distanceMiles', 'photoURL', 'sports', 'uid']);
      expect(JSON.stringify(home)).not.toContain(friend.email);
      expect(JSON.stringify(home)).not.toContain('17:00');
      // And Bo, whom I blocked, does not see me either.
      expect((await dashboard(blockedByMe)).nearbyPlayers.map((p) => p.uid)).not.toContain(me.uid);
    });

    it("includes the player's teams with their role and their season registrations", async () => {
      const team = await createTeam(me, { name: `Bridger Dinks ${randomUUID().slice(0, 4)}` });
      const season = await api('POST', `/api/teams/${team.id}/seasons`, {
        ...as(me),
        body: { label: 'Winter 2027', startDate: '2027-01-01', endDate: '2027-03-31' },
      });
      expect(season.status).toBe(201);
      const register = await api('POST', `/api/teams/${team.id}/seasons/${season.json.id as string}/registrations`, as(me));
      expect(register.status).toBeLessThan(300);

      const home = await dashboard(me);
      expect(home.teams).toContainEqual(expect.objectContaining({ teamId: team.id, role: 'owner' }));
      expect(home.registrations).toContainEqual(
        expect.objectContaining({
          team: expect.objectContaining({ id: team.id }) as unknown,
          season: expect.objectContaining({ label: 'Winter 2027' }) as unknown,
        }),
      );
      expect(home.incompleteTasks.map((t) => t.id)).not.toContain('home-city');
      expect(home.incompleteTasks.map((t) => t.id)).not.toContain('sports');
    });
  });
});
