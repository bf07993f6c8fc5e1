import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewUser } from './support';

test.describe.configure({ timeout: 180_000 });
// Stripe sends people back to the app's own origin (APP_URL, http://localhost:<port> locally).
test.use({ baseURL: `http://localhost:${3100 + Number(process.env.E2E_SLOT ?? 0) * 10}` });

const waiver = 'I understand that pickleball is a physical activity and I take part at my own risk.';

async function linkPayouts(page: Page) {
  await page.goto('/settings?tab=payments');
  const payouts = page.getByRole('region', { name: 'Organizer Payouts' });
  await payouts.getByRole('button', { name: 'Connect to Stripe' }).click();
  await page.getByRole('dialog', { name: 'Connect to Stripe' }).getByRole('button', { name: 'Create a new Stripe account' }).click();
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(payouts.getByText('Active')).toBeVisible();
}

test('an organiser builds a form with a waiver and a fee; a player fills, signs and pays; the organiser sees it and exports CSV', async ({ page, browser, request }) => {
  await signUpNewUser(page, request, 'Fern Organizer');
  await linkPayouts(page);

  await page.goto('/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByText('No forms yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit form' })).toBeVisible();

  const title = `Winter clinic ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const addField = async (type: string) => {
    await page.getByRole('combobox', { name: 'New field' }).selectOption({ label: type });
    await page.getByRole('button', { name: 'Add field' }).click();
  };
  await addField('Short text');
  const first = page.getByRole('article', { name: /^Field 1/ });
  await first.getByRole('textbox', { name: 'Label' }).fill('Emergency contact');
  await first.getByRole('checkbox', { name: 'Required' }).check();
  await addField('Waiver (typed-name signature)');
  const second = page.getByRole('article', { name: /^Field 2/ });
  // Publishing with an empty waiver names the problem.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(second.getByText('Write the waiver text (at least 20 characters)')).toBeVisible();
  await second.getByRole('textbox', { name: 'Waiver text' }).fill(waiver);
  await addField('Payment');
  const third = page.getByRole('article', { name: /^Field 3/ });
  await third.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('15');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published (version 1)')).toBeVisible();
  const formUrl = await page.getByRole('link', { name: 'Open the form' }).getAttribute('href');
  expect(formUrl).toMatch(/^\/form\/[\w-]+$/);

  // A player opens the shared link, fills it, signs and pays.
  const context = await browser.newContext({ baseURL: page.url().replace(/\/form.*$/, ''), acceptDownloads: true });
  const player = await context.newPage();
  await signUpNewUser(player, request, 'Pip Player');
  await player.goto(formUrl!);
  await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await player.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(player.getByText('Emergency contact is required')).toBeVisible();
  await expect(player.getByText('Sign the waiver')).toBeVisible();
  await player.getByRole('textbox', { name: /Emergency contact/ }).fill('Pat, 555-0100');
  await expect(player.getByRole('document', { name: 'Waiver text' })).toHaveText(waiver);
  await player.getByRole('checkbox', { name: 'I have read and agree to this waiver' }).check();
  await player.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Pip Player');
  await player.getByRole('button', { name: 'Submit and pay' }).click();

  await expect(player.getByText('Balance for')).toContainText('$15.00');
  await player.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(player).toHaveURL(/\/stripe-fake\/checkout\/cs_test_/);
  await player.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(player.getByText('Congratulations, Payment was successful!')).toBeVisible();
  await expect(player.getByRole('region', { name: 'Payment' })).toContainText('Paid: $15.00');
  await expect(player.getByText(/signed “Pip Player”/)).toBeVisible();

  // The organiser sees it, filters, and exports CSV.
  await page.goto(formUrl!.replace(/^\/form\/([\w-]+)$/, '/form/$1/submissions'));
  const table = page.getByRole('table', { name: `Submissions of ${title}` });
  await expect(table.getByRole('row').filter({ hasText: 'Pip Player' })).toContainText('$15.00 paid');
  await page.getByRole('combobox', { name: 'Payment' }).selectOption({ label: 'Not paid' });
  await expect(page.getByText('0 of 1 shown')).toBeVisible();
  await page.getByRole('combobox', { name: 'Payment' }).selectOption({ label: 'Paid' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloading).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.split('\n')[0]).toContain('Emergency contact');
  expect(csv).toContain('Pat, 555-0100');
  expect(csv).toMatch(/Pip Player \([^)]*waiver version 1\)/);

  await page.goto('/form');
  await expect(page.getByRole('article', { name: title }).getByRole('link', { name: '1 submission' })).toBeVisible();
  await context.close();
});
