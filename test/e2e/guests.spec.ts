import { expect, test } from '@playwright/test';
import { idToken, readMail, seeded, signInFromLogin, signUpNewUser } from './support';

test('an organiser adds a guest by e-mail, the guest gets the mail, signs up later with that e-mail and finds the event on their home', async ({
  browser,
  request,
}) => {
  const organizer = await (await browser.newContext()).newPage();
  await signInFromLogin(organizer, seeded.organizer);
  const title = `E2E guest game ${Date.now().toString(36)}`;
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

  // The organiser adds someone without an account on the manage page.
  const email = `e2e-guest-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await organizer.goto(`/event/${eventId}/manage`);
  const form = organizer.getByRole('form', { name: 'Add a guest' });
  await form.getByLabel('Guest name').fill('Gina Guest');
  await form.getByLabel('Guest e-mail').fill(email);
  await form.getByRole('button', { name: 'Add a guest' }).click();
  const guest = organizer.getByRole('list', { name: 'Guest list' }).getByRole('listitem').filter({ hasText: 'Gina Guest' });
  await expect(guest).toContainText(email);
  await expect(guest).toContainText('Joined');

  // The guest's e-mail is in the local inbox, with the way back to the event.
  const mail = await readMail(request, email, `You're on the list for ${title}`);
  expect(mail).toContain('Sign up with this e-mail address');
  expect(mail).toContain(`/evt/${eventId}`);

  // Later the guest signs up with that address and finds the game on their home.
  const guestPage = await (await browser.newContext()).newPage();
  await signUpNewUser(guestPage, request, 'Gina Guest', undefined, email);
  await guestPage.goto('/home');
  await expect(guestPage.getByRole('list', { name: 'Your upcoming events' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
});
