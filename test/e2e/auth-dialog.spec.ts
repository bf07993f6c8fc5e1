import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, readCode, signIn, signUpNewUser, uniqueEmail } from './support';

/** Hosts on the test server's port (Chromium resolves *.localhost to this machine). */
const origin = (host: string) => {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  return `http://${host}:${base.port}`;
};
const demoSite = () => origin('demo-team.localhost');
const app = () => origin('localhost');

/** Collect every message this page receives, to read back later. */
async function listen(page: Page) {
  await page.evaluate(() => {
    const got: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = got;
    window.addEventListener('message', (e) => got.push({ origin: e.origin, data: e.data as unknown }));
  });
}
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

test("a team site's sign-in opens the pop-up; a new person signs up in it, sets up the profile, and the site greets them", async ({ page, request }) => {
  await page.goto(`${demoSite()}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await listen(page);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Rally' }).click();
  const popup = await opened;

  // Signed out, the pop-up shows the sign-in form, the pop-up itself as the way back.
  await expect(popup).toHaveURL(/\/login\?redirect=%2Fauth-dialog/);
  await popup.getByRole('link', { name: 'Create an account' }).click();
  // The sign-in form stays on screen while the sign-up page loads: fill in the new page only.
  await expect(popup.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const email = uniqueEmail('popup');
  await popup.getByLabel('Email', { exact: true }).fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByLabel('Confirm password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Create account' }).click();
  await popup.getByLabel('Verification code').fill(await readCode(request, email, 'Your Rally verification code'));
  await popup.getByRole('button', { name: 'Verify email' }).click();
  await expect(popup.getByRole('heading', { level: 1, name: 'More Information' })).toBeVisible();
  await popup.getByLabel('Display name').fill('Poppy');
  await popup.getByLabel('Full name').fill('Poppy Tester');
  await popup.getByRole('combobox', { name: 'Go-to city' }).fill('Denver');
  await popup.getByRole('option', { name: 'Denver, CO', exact: true }).click();
  await popup.getByRole('radio', { name: 'Find people' }).check();
  await popup.getByRole('group', { name: 'Pick atleast one' }).getByRole('checkbox', { name: 'Tennis', exact: true }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Setup Account' }).click();
  // Embedded: back to the pop-up, which answers the site and closes (not availability).
  await closed;

  await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveText('Signed in as Poppy');
  const messages = (await received(page)) as Array<{ origin: string; data: Record<string, unknown> }>;
  expect(messages).toHaveLength(1);
  expect(messages[0]!.origin).toBe(app());
  expect(Object.keys(messages[0]!.data).sort()).toEqual(['name', 'type', 'uid']);
  expect(messages[0]!.data).toMatchObject({ type: 'rally:signed-in', name: 'Poppy' });
  await expect(page.getByRole('link', { name: 'Poppy' })).toHaveAttribute('href', new RegExp(`^${app()}/profile/`));
});

test('an origin with no verified site receives nothing, even when it names one', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Ursula Unlisted');
  const unlisted = origin('unlisted.localhost');
  await page.goto(`${unlisted}/`);
  await listen(page);

  // Asking for itself: refused before anyone signs in.
  const first = page.waitForEvent('popup');
  await page.evaluate((url) => window.open(url, 'dialog-1', 'popup'), `${app()}/auth-dialog?origin=${encodeURIComponent(unlisted)}`);
  const refused = await first;
  await expect(refused.getByRole('alert')).toContainText('This sign-in window was not opened by a website that uses Rally');

  // Naming the demo site it is not: after signing in, the pop-up answers that origin only, so this page gets nothing.
  const second = page.waitForEvent('popup');
  await page.evaluate((url) => window.open(url, 'dialog-2', 'popup'), `${app()}/auth-dialog?origin=${encodeURIComponent(demoSite())}`);
  const lied = await second;
  await expect(lied).toHaveURL(/\/login\?redirect=/);
  const closed = lied.waitForEvent('close');
  await signIn(lied, email);
  await closed;
  await page.waitForTimeout(500);
  expect(await received(page)).toEqual([]);
});
