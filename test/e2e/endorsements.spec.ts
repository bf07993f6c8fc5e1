import { expect, test } from '@playwright/test';
import { eventMessages } from '@shared/constants/event-messages';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

// The seeded game under way (lib/local/seed-data.ts `seedLiveGame`, hosted by the seeded organiser):
// it has started, so the people checked in at it may endorse each other at once, and it takes late
// sign-ups, so every run brings a new person to endorse. A retry or a rerun never meets an
// endorsement an earlier run gave.
const LIVE_GAME = 'seed-evt-live';

test('after a game both were checked in at, the host endorses a player, who is notified and sees it under Badges once the badges flag is on for them', async ({
  browser,
  request,
}) => {
  // A sign-up and two sign-ins on a loaded machine: one of the longer journeys (docs/decisions.md, CI budgets).
  test.setTimeout(180_000);
  const name = `Rae ${Math.random().toString(36).slice(2, 7)}`;
  const player = await (await browser.newContext()).newPage();
  const host = await (await browser.newContext()).newPage();
  const { email, uid } = await signUpNewUser(player, request, name);
  await signInFromLogin(host, seeded.organizer);
  const hostAuth = { Authorization: `Bearer ${await idToken(host)}` };
  const hostUid = ((await (await host.request.get('/api/me', { headers: hostAuth })).json()) as { uid: string }).uid;

  // The new player joins the game under way, the host plays too (joined already on a rerun), and
  // the host checks both in.
  const game = await player.request.get(`/api/events/${LIVE_GAME}`);
  expect(game.status(), await game.text()).toBe(200);
  const { dateStart: occurrence } = (await game.json()) as { dateStart: string };
  expect(Date.parse(occurrence)).toBeLessThanOrEqual(Date.now());
  const joined = await player.request.post(`/api/events/${LIVE_GAME}/rsvps`, { headers: { Authorization: `Bearer ${await idToken(player)}` }, data: { occurrence } });
  expect(joined.status(), await joined.text()).toBe(201);
  const hostJoined = await host.request.post(`/api/events/${LIVE_GAME}/rsvps`, { headers: hostAuth, data: { occurrence } });
  if (hostJoined.status() !== 201) expect(await hostJoined.json(), `host RSVP ${hostJoined.status()}`).toMatchObject({ message: eventMessages.alreadyRsvped });
  for (const who of [hostUid, uid]) {
    const checkedIn = await host.request.put(`/api/events/${LIVE_GAME}/checkins/${who}`, { headers: hostAuth, data: { occurrence } });
    expect(checkedIn.ok(), await checkedIn.text()).toBe(true);
  }

  // The host finds the player under "Endorse players" on the event page and endorses them.
  await host.goto(`/evt/${LIVE_GAME}`);
  const endorsePlayer = host.getByRole('region', { name: 'Endorse players' }).getByRole('group', { name: `Endorse ${name}` });
  const sportsmanship = endorsePlayer.getByRole('button', { name: 'Sportsmanship' });
  await expect(sportsmanship).toHaveAttribute('aria-pressed', 'false');
  await sportsmanship.click();
  await expect(sportsmanship).toHaveAttribute('aria-pressed', 'true');
  await expect(host.getByText(`You endorsed ${name} for sportsmanship`)).toBeVisible();
  // Given once: still given after a reload, and the other kinds are not.
  await host.reload();
  await expect(sportsmanship).toHaveAttribute('aria-pressed', 'true');
  await expect(endorsePlayer.getByRole('button', { name: 'Skill' })).toHaveAttribute('aria-pressed', 'false');

  // The player is told (the notification goes through the notify queue).
  await expect(async () => {
    await player.goto('/notifications');
    await expect(player.getByText('Olivia Organizer endorsed you')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // The admin puts the player in the badges beta on the Users screen.
  const admin = await (await browser.newContext()).newPage();
  await signInFromLogin(admin, 'admin@example.com');
  await admin.goto('/admin');
  const find = admin.getByRole('search', { name: 'Find a user' });
  await find.getByLabel('Sign-in e-mail').fill(email);
  await find.getByRole('button', { name: 'Find user' }).click();
  // The admin sees the full name the sign-up gave.
  const betas = admin.getByRole('form', { name: `Betas of ${name} Tester` });
  await betas.getByRole('checkbox', { name: 'Badges preview' }).check();
  await betas.getByRole('button', { name: 'Save betas' }).click();
  await expect(admin.getByText(`${name} Tester's betas are saved`)).toBeVisible();

  // With the flag on for them, the player's profile shows the endorsement under Badges.
  await player.goto(`/profile/${uid}`);
  const badges = player.getByRole('region', { name: 'Badges' });
  await expect(badges.getByText('You have not earned a badge yet.')).toBeVisible();
  await expect(badges.getByRole('term')).toHaveText(['Sportsmanship', 'Skill', 'Reliability']);
  await expect(badges.getByRole('definition')).toHaveText(['1', '0', '0']);

  // A badge earned from real records, seen on another person's profile: the host has hosted a game
  // that has started (the game under way), and shows badges publicly.
  await player.goto(`/profile/${hostUid}`);
  await expect(player.getByRole('region', { name: 'Badges' }).getByRole('listitem').filter({ hasText: 'First game hosted' })).toBeVisible();
});
