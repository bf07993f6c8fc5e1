import { expect, test } from '@playwright/test';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

const eventBody = (title: string, hoursAhead: number) => ({
  title,
  description: 'Friendly doubles',
  gameType: 'Tennis',
  dateStart: new Date(Date.now() + hoursAhead * 3_600_000).toISOString(),
  timeZone: 'America/Denver',
  duration: { hours: 1, minutes: 30 },
  location: { name: 'Wash Park Courts', address: '701 S Franklin St, Denver, CO', lat: 39.7, lng: -104.97 },
  capacity: 4,
});

test('a player follows a host from their event, and finds the host’s new game under Hosts followed', async ({ browser, request }) => {
  const hostPage = await (await browser.newContext()).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  // A new host each run, so the player's list holds this host's games only once.
  const hostName = `Hal ${Math.random().toString(36).slice(2, 7)}`;
  await signUpNewUser(hostPage, request, hostName);
  const headers = { Authorization: `Bearer ${await idToken(hostPage)}` };
  const first = await hostPage.request.post('/api/events', { headers, data: eventBody(`${hostName} warm-up`, 24) });
  expect(first.status()).toBe(201);
  const { id: firstId } = (await first.json()) as { id: string };

  // The player opens the host's event, follows the host's name to their profile and follows them.
  await signInFromLogin(playerPage, seeded.player);
  await playerPage.goto(`/evt/${firstId}`);
  await playerPage.getByRole('link', { name: hostName, exact: true }).click();
  await expect(playerPage.getByRole('heading', { level: 1, name: hostName })).toBeVisible();
  const follow = playerPage.getByRole('button', { name: 'Follow' });
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toBeEnabled();

  // The host posts a new game.
  const title = `${hostName} Saturday doubles`;
  expect((await hostPage.request.post('/api/events', { headers, data: eventBody(title, 20) })).status()).toBe(201);

  // From home, the Hosts followed quick link lists the host with the new game.
  await playerPage.goto('/home');
  await playerPage.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: /Hosts followed/ }).click();
  await expect(playerPage).toHaveURL(/\/following$/);
  await expect(playerPage.getByRole('heading', { level: 1, name: 'Hosts followed' })).toBeVisible();
  const hosts = playerPage.getByRole('list', { name: 'Hosts' });
  await expect(hosts.getByRole('link', { name: hostName, exact: true })).toBeVisible();
  const games = hosts.getByRole('list', { name: `Next events of ${hostName}` });
  await expect(games.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // And the new game reached the player as a notification of its own.
  await expect(async () => {
    await playerPage.goto('/notifications');
    await expect(playerPage.getByText(`${hostName} posted a new game: ${title}`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // Unfollowing from the list takes the host off it.
  await playerPage.goto('/following');
  await playerPage.getByRole('button', { name: `Unfollow ${hostName}` }).click();
  await expect(playerPage.getByRole('link', { name: hostName, exact: true })).toHaveCount(0);
});
