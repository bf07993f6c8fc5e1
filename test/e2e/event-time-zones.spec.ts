import { expect, test } from '@playwright/test';
import { seeded, signInFromLogin } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

// The organiser's browser is in Denver; the game is in New York, two hours ahead all year.
test.use({ timezoneId: 'America/Denver' });

test('an event at a place in another zone is planned in the place’s zone and shows both times', async ({ page }) => {
  const title = `Hudson run ${Date.now().toString(36)}`;
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption('Basketball');
  await page.getByLabel('Date').fill(inDays(4));
  await page.getByLabel('Start time').fill('19:00');
  await page.getByRole('radio', { name: 'An address' }).check();
  await page.getByLabel('Place name').fill('Pier 2 Courts');
  await page.getByRole('combobox', { name: 'City' }).fill('New York');
  await page.getByRole('option', { name: 'New York City, NY', exact: true }).click();

  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('America/New_York');
  await expect(zone).toHaveAccessibleDescription('Set from the place’s location. Change it if the game keeps another clock.');
  await expect(page.getByLabel('Start time')).toHaveAccessibleDescription('Times are in America/New York.');

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/events');
  await page.getByRole('button', { name: 'Create event' }).click();
  const response = await created;
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { timeZone: string }).timeZone).toBe('America/New_York');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 7 pm where the game is, 5 pm on the organiser's Denver clock.
  await expect(page.getByText(/7:00 PM E[SD]T/)).toBeVisible();
  await expect(page.getByText('(5:00 PM your time)')).toBeVisible();
  await expect(page.getByText('Time zone: America/New York')).toBeVisible();

  // Cleanup: nobody else should find this game.
  const eventId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.goto(`/event/${eventId}/manage`);
  await expect(page.getByText(/7:00 PM E[SD]T \(5:00 PM your time\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this event?' }).getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(page.getByText('Event cancelled. Everyone who joined will be told.')).toBeVisible();
});
