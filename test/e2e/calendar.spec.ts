import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpNewUser } from './support';

test('settings show the calendar subscription links; a new link replaces the old one, which stops working', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Cal Subscriber');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Calendar' });
  const https = card.getByLabel('Calendar link (https)', { exact: true });
  await expect(https).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await https.inputValue();
  await expect(card.getByLabel('Subscribe link (webcal)', { exact: true })).toHaveValue(first.replace(/^https?:\/\//, 'webcal://'));
  await expect(card.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', /^webcal:\/\//);

  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Get a new link' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Get a new calendar link?' });
  await dialog.getByRole('button', { name: 'Get a new link' }).click();
  await expect(dialog).toBeHidden();
  await expect(https).not.toHaveValue(first);
  const second = await https.inputValue();
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(second).pathname)).status()).toBe(200);

  await page.reload();
  await expect(card.getByLabel('Calendar link (https)', { exact: true })).toHaveValue(second);
});

test('an event page downloads the game as an .ics file and links to Google Calendar and Outlook', async ({ page }) => {
  await page.goto('/evt/seed-evt-02');
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Soccer at City Park' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Add to calendar' });
  // Keyboard only: Enter on the button opens the menu, Home puts focus on its first choice.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Home');
  const download = page.getByRole('menuitem', { name: /^Download \.ics/ });
  await expect(download).toBeFocused();
  await expect(page.getByRole('menuitem', { name: /^Google Calendar/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Pickup\+Soccer/);
  await expect(page.getByRole('menuitem', { name: /^Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?/);

  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('pickup-soccer-at-city-park.ics');
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain('SUMMARY:Pickup Soccer at City Park');
  expect(text).toMatch(/UID:seed-evt-02@/);
  expect(text).toMatch(/URL;VALUE=URI:http.+\/evt\/seed-evt-02/);
});
