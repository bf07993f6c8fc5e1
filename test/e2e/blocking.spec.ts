import { expect, test } from '@playwright/test';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

test('a blocked person opening the blocker’s profile sees nothing personal, only that the user is not found', async ({ browser, request }) => {
  const annPage = await (await browser.newContext()).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  // Ann is new; the one she blocks is the seeded player (signed in, not signed up: one sign-up is
  // enough, and the block touches no one any other test uses).
  const ann = await signUpNewUser(annPage, request, 'Ann Blocker');
  await signInFromLogin(playerPage, seeded.player);

  // Ann has hours and an upcoming game to show.
  const headers = { Authorization: `Bearer ${await idToken(annPage)}` };
  const hours = { isAvailable: true, timeRanges: [{ startTime: '18:00', endTime: '21:00' }] };
  const off = { isAvailable: false, timeRanges: [] };
  const weekly = { monday: off, tuesday: hours, wednesday: off, thursday: off, friday: off, saturday: off, sunday: off };
  expect((await annPage.request.put(`/api/users/${ann.uid}/availability`, { headers, data: { weekly, dateSpecific: [], privacy: {} } })).status()).toBe(200);
  const game = await annPage.request.post('/api/events', {
    headers,
    data: {
      title: 'Ann’s Tuesday Tennis',
      description: 'Doubles',
      gameType: 'Tennis',
      dateStart: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      timeZone: 'America/Denver',
      duration: { hours: 1, minutes: 30 },
      location: { name: 'Wash Park Courts', address: '701 S Franklin St, Denver, CO', lat: 39.7, lng: -104.97 },
      capacity: 4,
    },
  });
  expect(game.status()).toBe(201);

  // Before the block, the player sees all of it.
  await playerPage.goto(`/profile/${ann.uid}`);
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Ann Blocker' })).toBeVisible();
  await expect(playerPage.getByRole('heading', { level: 2, name: 'Availability' })).toBeVisible();
  await expect(playerPage.getByRole('list', { name: 'Upcoming games' }).getByText('Ann’s Tuesday Tennis')).toBeVisible();

  // Ann blocks the player. Their next visit shows that there is no such user, and nothing of Ann's.
  // Ann knows who the player is (a roster, an event); the test asks the player's own /api/me.
  const me = await playerPage.request.get('/api/me', { headers: { Authorization: `Bearer ${await idToken(playerPage)}` } });
  expect(me.status()).toBe(200);
  const { uid: playerUid } = (await me.json()) as { uid: string };
  expect((await annPage.request.post(`/api/users/${ann.uid}/blocks`, { headers, data: { userIds: [playerUid] } })).status()).toBe(201);
  await playerPage.reload();
  await expect(playerPage.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await expect(playerPage.getByText('Ann Blocker')).toHaveCount(0);
  await expect(playerPage.getByRole('heading', { name: 'Availability' })).toHaveCount(0);
  await expect(playerPage.getByRole('heading', { name: 'Upcoming games' })).toHaveCount(0);
  await expect(playerPage.getByText('Ann’s Tuesday Tennis')).toHaveCount(0);
});
