import { expect, test } from '@playwright/test';
import { emptyWeek } from '@shared/schemas/availability';
import { localDate, wallTimeToIso } from '@shared/time/zoned-time';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

const ZONE = 'America/Denver';

test('an organiser fills a game short of players; the invited player joins it with one tap from the notification', async ({ browser, request }) => {
  // Two people, one of them signing up through the UI, and a queue delivery: past the default on a loaded machine.
  test.slow();
  const organizer = await (await browser.newContext()).newPage();
  const player = await (await browser.newContext()).newPage();
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Fay Fill ${suffix}`;
  await signInFromLogin(organizer, seeded.organizer);
  const { uid } = await signUpNewUser(player, request, name);

  // A date a few weeks out (a different one on each run, so earlier runs' invitees rarely share it).
  const date = localDate(Date.now() + (10 + Math.floor(Math.random() * 20)) * 86_400_000, ZONE);
  const dateStart = wallTimeToIso(date, '18:00', ZONE)!;

  // The new player plays volleyball and is free 17:00-21:00 that day (date-specific hours).
  const headers = { Authorization: `Bearer ${await idToken(player)}` };
  const sports = await player.request.put(`/api/users/${uid}/sport-availability`, { headers, data: { sportAvailability: [{ sport: 'Volleyball', toggle: true }] } });
  expect(sports.status(), await sports.text()).toBe(200);
  const dateSpecific = [{ id: 'd0', date, endDate: null, timeRanges: [{ startTime: '17:00', endTime: '21:00' }], dailyTimeRanges: [], isTraveling: false, location: null }];
  const hours = await player.request.put(`/api/users/${uid}/availability`, { headers, data: { weekly: emptyWeek(), dateSpecific, privacy: {} } });
  expect(hours.status(), await hours.text()).toBe(200);

  // The organiser's game that day downtown: six spots, nobody in yet.
  const title = `E2E Fill ${suffix}`;
  const created = await organizer.request.post('/api/events', {
    headers: { Authorization: `Bearer ${await idToken(organizer)}` },
    data: {
      title,
      gameType: 'Volleyball',
      dateStart,
      timeZone: ZONE,
      duration: { hours: 1, minutes: 30 },
      location: { name: 'Downtown Rec Center', address: '1 Main St, Denver, CO', lat: 39.7392, lng: -104.9903 },
      capacity: 6,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };

  // The organiser opens Fill this game and sees the player among those free then, with a distance only.
  await organizer.goto(`/event/${eventId}/manage`);
  await organizer.getByRole('button', { name: 'Fill this game' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Fill this game' });
  const listed = dialog.getByRole('list', { name: 'Players free at this time' });
  const row = listed.getByRole('listitem').filter({ hasText: name });
  // The ranking reads the availability index cell by cell (dozens of Queries): seconds on a loaded DynamoDB Local.
  await expect(row).toContainText(/mi away/, { timeout: 60_000 });
  await expect(row).not.toContainText(/17:00|21:00|5:00|9:00/);

  // Everyone listed is invited in one action (the list may hold others free then).
  const count = await listed.getByRole('listitem').count();
  await dialog.getByLabel('How many to invite').fill(String(count));
  await dialog.getByRole('button', { name: `Invite the top ${count}` }).click();
  const confirmation = dialog.getByRole('status');
  await expect(confirmation).toContainText(/Invited \d+ players?\./);
  await expect(confirmation).toContainText(name);
  await organizer.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The player finds the invitation (delivered through the notify queue) and joins with one tap.
  await player.goto('/notifications');
  const invitation = player.getByRole('listitem').filter({ has: player.getByRole('button', { name: `Unread: A spot is open: ${title}` }) });
  await expect(async () => {
    await player.reload();
    await expect(invitation).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  await invitation.getByRole('button', { name: 'Join' }).click();
  // Answering reads the notification, so from here it is found by its title, read or not.
  const answered = player.getByRole('listitem').filter({ has: player.getByRole('button', { name: new RegExp(`A spot is open: ${title}$`) }) });
  await expect(answered.getByRole('status')).toHaveText('You’re in!');
  await expect(answered.getByRole('button', { name: 'Join' })).toBeHidden();

  // The organiser sees them joined (a fresh load of the manage page).
  await organizer.reload();
  await expect(organizer.getByRole('region', { name: 'Joined' }).getByText(name)).toBeVisible({ timeout: 60_000 });
});
