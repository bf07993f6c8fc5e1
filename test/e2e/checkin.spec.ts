import { expect, test } from '@playwright/test';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';

test('an organiser checks a player in by scanning their player card, then sees them checked in on the manage page', async ({ browser, request }) => {
  const organizer = await (await browser.newContext()).newPage();
  const player = await (await browser.newContext()).newPage();
  await signInFromLogin(organizer, seeded.organizer);
  await signUpNewUser(player, request, 'Cody Checkin');

  // The organiser's game, two days out; the new player joins it.
  const title = `E2E check-in ${Date.now().toString(36)}`;
  const created = await organizer.request.post('/api/events', {
    headers: { Authorization: `Bearer ${await idToken(organizer)}` },
    data: {
      title,
      gameType: 'Pickleball',
      dateStart: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      timeZone: 'America/Denver',
      duration: { hours: 1, minutes: 30 },
      location: { name: 'Congress Park Courts', lat: 39.7296, lng: -104.9573 },
      capacity: 8,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };
  const joined = await player.request.post(`/api/events/${eventId}/rsvps`, { headers: { Authorization: `Bearer ${await idToken(player)}` }, data: {} });
  expect(joined.status(), await joined.text()).toBe(201);

  // The player shows their card; the organiser's camera sees it (here: a picture of its code).
  await player.goto('/home');
  await player.getByRole('button', { name: 'Player card' }).click();
  const picture = await player.getByRole('dialog', { name: 'Player card' }).getByRole('img', { name: 'QR code for Cody Checkin’s profile' }).screenshot();

  await organizer.goto(`/event/${eventId}/manage`);
  const checkIn = organizer.getByRole('region', { name: 'Check-in' });
  await expect(checkIn.getByText(/checked in of/)).toHaveText('0 checked in of 1 joined');
  await expect(checkIn.getByRole('group', { name: 'Checked in' }).getByRole('checkbox', { name: 'Cody Checkin' })).not.toBeChecked();
  await checkIn.getByRole('link', { name: 'Check in by scanning' }).click();

  await expect(organizer.getByRole('heading', { level: 1, name: 'Check players in' })).toBeVisible();
  await expect(organizer.getByRole('link', { name: title })).toBeVisible();
  await organizer.getByLabel('Upload a picture').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await expect(organizer.getByRole('status', { name: 'Check-in result' })).toContainText('Cody Checkin is checked in');
  // The same card again changes nothing.
  await organizer.getByLabel('Upload a picture').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await expect(organizer.getByRole('status', { name: 'Check-in result' })).toContainText('Cody Checkin was already checked in');

  await organizer.getByRole('link', { name: 'Back to the event’s check-in list' }).click();
  await expect(organizer).toHaveURL(new RegExp(`/event/${eventId}/manage$`));
  await expect(checkIn.getByText(/checked in of/)).toHaveText('1 checked in of 1 joined');
  await expect(checkIn.getByRole('group', { name: 'Checked in' }).getByRole('checkbox', { name: 'Cody Checkin' })).toBeChecked();
});
