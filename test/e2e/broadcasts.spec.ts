import { expect, test } from '@playwright/test';
import { idToken, readMail, signInFromLogin, signUpNewUser } from './support';

test('an admin broadcasts an announcement to a community: the member gets the e-mail in the local inbox and the notification in the app', async ({
  browser,
  request,
}) => {
  // A new person with a community of their own, so the audience is exactly them on every run.
  const member = await (await browser.newContext()).newPage();
  const { email } = await signUpNewUser(member, request, 'Bea Broadcast');
  const created = await member.request.post('/api/teams', {
    headers: { Authorization: `Bearer ${await idToken(member)}` },
    data: { name: `Bea's pickleball ${Date.now().toString(36)}`, kind: 'community', gameType: 'Pickleball', description: 'Weekend open play', city: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: teamId } = (await created.json()) as { id: string };

  const admin = await (await browser.newContext()).newPage();
  await signInFromLogin(admin, 'admin@example.com');
  await admin.goto('/admin');
  const panel = admin.getByRole('region', { name: 'Broadcast' });
  const form = panel.getByRole('form', { name: 'Compose a broadcast' });
  const title = `Courts resurfaced ${Date.now().toString(36)}`;
  await form.getByLabel('Type').selectOption({ label: 'Announcements' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('The Wash Park courts reopen on Saturday with new lines.');
  await form.getByRole('radio', { name: 'Members of a community' }).check();
  await form.getByLabel('Community id').fill(teamId);
  await form.getByRole('button', { name: 'Preview' }).click();

  const preview = panel.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status')).toHaveText('Reaches 1 person');
  await expect(preview).toContainText(title);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await admin.getByRole('alertdialog', { name: 'Send to 1 person?' }).getByRole('button', { name: 'Yes, send' }).click();
  await expect(panel.getByRole('status')).toHaveText('Sent to 1 person.');

  // E-mail is on for announcements by default: the mail reaches the local inbox.
  expect(await readMail(request, email, title)).toContain('The Wash Park courts reopen on Saturday with new lines.');

  // And the member finds it among their notifications.
  await expect(async () => {
    await member.goto('/notifications');
    await expect(member.getByText(title)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
