import { expect, test } from '@playwright/test';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

test('after a game both were checked in at, a player endorses the host, who is notified and sees the badge once the badges flag is on for them', async ({
  browser,
  request,
}) => {
  // A new host each run, so their endorsements and badges start from nothing.
  const hostName = `Hana ${Math.random().toString(36).slice(2, 7)}`;
  const host = await (await browser.newContext()).newPage();
  const { email: hostEmail, uid: hostUid } = await signUpNewUser(host, request, hostName);
  const player = await (await browser.newContext()).newPage();
  await signInFromLogin(player, seeded.player);
  const hostAuth = { Authorization: `Bearer ${await idToken(host)}` };
  const playerAuth = { Authorization: `Bearer ${await idToken(player)}` };
  const playerUid = ((await (await player.request.get('/api/me', { headers: playerAuth })).json()) as { uid: string }).uid;

  // The host's game starts in a few seconds; both join and the host checks both in.
  const title = `E2E endorse ${Date.now().toString(36)}`;
  const occurrence = new Date(Date.now() + 15_000).toISOString();
  const created = await host.request.post('/api/events', {
    headers: hostAuth,
    data: {
      title,
      gameType: 'Pickleball',
      dateStart: occurrence,
      timeZone: 'America/Denver',
      duration: { hours: 1, minutes: 30 },
      location: { name: 'Congress Park Courts', lat: 39.7296, lng: -104.9573 },
      capacity: 8,
      allowLateRsvp: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };
  for (const [page, headers] of [
    [host, hostAuth],
    [player, playerAuth],
  ] as const) {
    const joined = await page.request.post(`/api/events/${eventId}/rsvps`, { headers, data: { occurrence } });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  for (const uid of [hostUid, playerUid]) {
    const checkedIn = await host.request.put(`/api/events/${eventId}/checkins/${uid}`, { headers: hostAuth, data: { occurrence } });
    expect(checkedIn.ok(), await checkedIn.text()).toBe(true);
  }

  // Meanwhile the admin puts the host in the badges beta on the Users screen.
  const admin = await (await browser.newContext()).newPage();
  await signInFromLogin(admin, 'admin@example.com');
  await admin.goto('/admin');
  const find = admin.getByRole('search', { name: 'Find a user' });
  await find.getByLabel('Sign-in e-mail').fill(hostEmail);
  await find.getByRole('button', { name: 'Find user' }).click();
  // The admin sees the full name the sign-up gave.
  const betas = admin.getByRole('form', { name: `Betas of ${hostName} Tester` });
  await betas.getByRole('checkbox', { name: 'Badges preview' }).check();
  await betas.getByRole('button', { name: 'Save betas' }).click();
  await expect(admin.getByText(`${hostName} Tester's betas are saved`)).toBeVisible();

  // Once the game has started, the player finds the host under "Endorse players" on the event page.
  const endorseHost = player.getByRole('group', { name: `Endorse ${hostName}` });
  await expect(async () => {
    await player.goto(`/evt/${eventId}`);
    await expect(endorseHost).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const sportsmanship = endorseHost.getByRole('button', { name: 'Sportsmanship' });
  await expect(sportsmanship).toHaveAttribute('aria-pressed', 'false');
  await sportsmanship.click();
  await expect(sportsmanship).toHaveAttribute('aria-pressed', 'true');

  // The host is told.
  await expect(async () => {
    await host.goto('/notifications');
    await expect(host.getByText('Pat Player endorsed you')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // With the flag on for them, the host's profile shows the badge their hosting earned and the endorsement.
  await host.goto(`/profile/${hostUid}`);
  const badges = host.getByRole('region', { name: 'Badges' });
  await expect(badges.getByRole('list', { name: `Badges ${hostName} earned` }).getByRole('listitem')).toHaveText(['First game hosted']);
  const endorsements = badges.getByRole('definition');
  await expect(endorsements).toHaveText(['1', '0', '0']);
});
