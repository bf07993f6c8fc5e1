import { expect, test } from '@playwright/test';
import { idToken, seeded, signInFromLogin } from './support';

test('an organiser sets a minimum; at the cut-off the game is short, and the player sees it called off', async ({ browser }) => {
  const organizer = await (await browser.newContext()).newPage();
  const player = await (await browser.newContext()).newPage();
  await signInFromLogin(organizer, seeded.organizer);
  await signInFromLogin(player, seeded.player);

  // The organiser's game, three days out, with no minimum yet.
  const title = `E2E go no-go ${Date.now().toString(36)}`;
  const created = await organizer.request.post('/api/events', {
    headers: { Authorization: `Bearer ${await idToken(organizer)}` },
    data: {
      title,
      gameType: 'Pickleball',
      dateStart: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      timeZone: 'America/Denver',
      duration: { hours: 1, minutes: 30 },
      location: { name: 'Congress Park Courts', lat: 39.7296, lng: -104.9573 },
      capacity: 8,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };

  // A minimum of three, called 24 hours before the start, set on the edit form.
  await organizer.goto(`/event/${eventId}/edit`);
  await organizer.getByLabel('Hours to cancel before').fill('24');
  await organizer.getByRole('checkbox', { name: 'Minimum players needed' }).check();
  await organizer.getByLabel('Minimum needed').fill('3');
  await organizer.getByLabel('Rescue window (hours)').fill('0');
  await organizer.getByRole('button', { name: 'Save changes' }).click();
  await expect(organizer).not.toHaveURL(/\/edit$/);

  // Only the player joins: short of three.
  await player.goto(`/evt/${eventId}`);
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByRole('region', { name: 'Go or no-go' })).toContainText('Decision at');

  // The clock reaches the cut-off: the local scheduler fires the event's decision now.
  const fired = await player.request.post(`/scheduler-fake/_local/fire?name=go-no-go-${eventId}`);
  expect(fired.status(), await fired.text()).toBe(200);

  await expect(async () => {
    await player.reload();
    await expect(player.getByRole('region', { name: 'Go or no-go' })).toContainText('Called off: not enough players', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});
