import { describe, expect, it } from 'vitest';
import { notifications } from '../../lambdas/data/notifications';
import { createEvent, eventBody, inHours } from '../fixtures/events';
import { api, newUser } from '../fixtures/local';

// Far from every other test's people: Walsh, CO, in the south-east corner of the state.
const walsh = { name: 'Walsh, CO', lat: 37.3864, lng: -102.2793 };

async function playerAt(name: string, sports: string[]) {
  const user = await newUser(name);
  const profile = { displayName: name, fullName: `${name} Tester`, defaultCity: walsh, additionalInfo: { sports } };
  expect((await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile })).status).toBe(200);
  return user;
}
const titles = async (uid: string) => (await notifications.listByUser(uid)).map((n) => n.title);
const settle = () => new Promise((r) => setTimeout(r, 2000));

describe('announcements to people nearby', () => {
  it('tells nearby players who play the game about a new public event, and nobody about a private one', async () => {
    const [curler, chessPlayer, organiser] = await Promise.all([
      playerAt('curler', ['Disc Golf']),
      playerAt('chessie', ['Board Games']),
      playerAt('organiser', ['Disc Golf']),
    ]);
    const location = { name: 'Walsh Course', address: 'Walsh, CO', lat: walsh.lat + 0.01, lng: walsh.lng };
    const made = await createEvent(organiser, eventBody({ title: 'Walsh Disc Golf Night', gameType: 'Disc Golf', location, dateStart: inHours(72) }));
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const hidden = await createEvent(organiser, eventBody({ title: 'Walsh Secret Disc Golf', gameType: 'Disc Golf', location, isPrivate: true }));
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(201);

    await expect.poll(() => titles(curler.uid), { timeout: 15_000 }).toContain('New Disc Golf game near you: Walsh Disc Golf Night');
    await settle();
    expect((await titles(curler.uid)).filter((t) => t.includes('Secret'))).toEqual([]);
    expect((await titles(chessPlayer.uid)).filter((t) => t.startsWith('New Disc Golf game'))).toEqual([]);
    expect((await titles(organiser.uid)).filter((t) => t.startsWith('New Disc Golf game'))).toEqual([]);
  });

  it('tells nearby players who share a game that a new player joined', async () => {
    const veteran = await playerAt('veteran', ['Broomball']);
    const newcomer = await playerAt('newbie', ['Broomball', 'Chess']);
    await expect.poll(() => titles(veteran.uid), { timeout: 15_000 }).toContain('newbie joined Rally near you');
    const note = (await notifications.listByUser(veteran.uid)).find((n) => n.title === 'newbie joined Rally near you')!;
    expect(note.type).toBe('usersJoinNearby');
    expect(note.data).toEqual({ userId: newcomer.uid });
    // Saving the profile again is not joining again.
    const again = await api('PUT', `/api/users/${newcomer.uid}`, {
      token: newcomer.idToken,
      body: { displayName: 'newbie', fullName: 'newbie Tester', defaultCity: walsh, additionalInfo: { sports: ['Broomball'] } },
    });
    expect(again.status).toBe(200);
    await settle();
    expect((await titles(veteran.uid)).filter((t) => t === 'newbie joined Rally near you')).toHaveLength(1);
  });
});
