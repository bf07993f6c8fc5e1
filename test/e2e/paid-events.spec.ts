import { expect, test, type Browser, type Page } from '@playwright/test';
import { seeded, signInFromLogin } from './support';

// Stripe sends people back to the app's own origin (APP_URL, http://localhost:<port> locally); the
// session lives in that origin's storage, so this journey runs there rather than on 127.0.0.1.
test.use({ baseURL: `http://localhost:${3100 + Number(process.env.E2E_SLOT ?? 0) * 10}` });
// Two people, Checkout, a refund and four pages: past the default on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date `days` from today, YYYY-MM-DD (the browser runs in the same time zone). */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInFromLogin(page, email);
  return page;
}

/** The seeded organiser (her payout account is active) creates a game with a price through the form. */
async function createPaidEvent(page: Page, title: string): Promise<string> {
  await page.getByRole('banner').getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption('Pickleball');
  await page.getByLabel('Date').fill(inDays(3));
  await page.getByLabel('Start time').fill('18:30');
  await page.getByRole('radio', { name: 'An address' }).check();
  await page.getByLabel('Place name').fill('E2E Paid Courts');
  await page.getByRole('combobox', { name: 'City' }).fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO', exact: true }).click();
  await page.getByLabel('Capacity').fill('8');
  await page.getByLabel('Hours to cancel before').fill('24');
  await page.getByLabel('Price per person').fill('12.50');

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/evt\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('an organiser with an active payout account creates a paid game; a player pays by card, is joined, leaves before the cut-off and is refunded', async ({
  browser,
}) => {
  const title = `E2E Paid Dinks ${Date.now().toString(36)}`;
  const organizer = await signedInPage(browser, seeded.organizer);
  const eventId = await createPaidEvent(organizer, title);

  try {
    const player = await signedInPage(browser, seeded.player);
    await player.goto(`/evt/${eventId}`);
    const rsvp = player.getByRole('region', { name: 'RSVP' });
    await expect(rsvp.getByText('Price: $12.50 per person. Your spot is held for 15 minutes while you pay.')).toBeVisible();
    await rsvp.getByRole('button', { name: 'Pay $12.50 and join' }).click();

    // Stripe Checkout on the organiser's account (the local fake), paid with the test card.
    await expect(player).toHaveURL(/\/stripe-fake\/checkout\/cs_test_/);
    await expect(player.getByRole('heading', { level: 1, name: `Pay for ${title}` })).toBeVisible();
    await player.getByLabel('Card number').fill('4242 4242 4242 4242');
    await player.getByRole('button', { name: 'Pay $12.50' }).click();

    // Back on the game: the page acknowledges the payment once the webhook confirmed the held spot.
    await expect(player).toHaveURL(new RegExp(`/evt/${eventId}\\?paid=1&occurrence=`));
    await expect(player.getByRole('status').filter({ hasText: 'Congratulations, Payment was successful!' })).toBeVisible();
    await expect(rsvp.getByText('Joined', { exact: true })).toBeVisible();
    await expect(rsvp.getByText('If you leave now, your payment is refunded in full.')).toBeVisible();
    await expect(player.getByRole('list', { name: 'Joined players' }).getByRole('link', { name: 'Pat Player' })).toBeVisible();

    // The organiser's event page lists the card payment.
    await organizer.goto(`/event/${eventId}/manage`);
    const payments = organizer.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('listitem').filter({ hasText: 'Pat Player: $12.50 by card, paid' })).toBeVisible();

    // Three days out with a 24-hour cut-off: leaving now refunds in full.
    await rsvp.getByRole('button', { name: 'Leave' }).click();
    await expect(player.getByText('You left the event. Your payment is being refunded.')).toBeVisible();
    await expect(rsvp.getByRole('button', { name: 'Pay $12.50 and join' })).toBeVisible();
    await expect(player.getByRole('list', { name: 'Joined players' }).getByRole('link', { name: 'Pat Player' })).toHaveCount(0);

    // The refund on the player's transactions, reached from Settings → Subscriptions & Payouts.
    await player.goto('/settings?tab=payments');
    await player.getByRole('region', { name: 'My Transactions' }).getByRole('link', { name: 'View transactions' }).click();
    await expect(player).toHaveURL(/\/transactions$/);
    const row = player.getByRole('table', { name: 'Your transactions' }).getByRole('row').filter({ hasText: `${title} (card)` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: '$12.50', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'refunded', exact: true })).toBeVisible();

    // And on the organiser's page, the payment now reads refunded.
    await organizer.reload();
    await expect(payments.getByRole('listitem').filter({ hasText: 'Pat Player: $12.50 by card, refunded' })).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Refund Pat Player' })).toHaveCount(0);
    await player.context().close();
  } finally {
    await organizer.goto(`/event/${eventId}/manage`);
    await organizer.getByRole('button', { name: 'Cancel event' }).click();
    await organizer.getByRole('alertdialog', { name: 'Cancel this event?' }).getByRole('button', { name: 'Yes, cancel event' }).click();
    await expect(organizer.getByText('Cancelled', { exact: true })).toBeVisible();
    await organizer.context().close();
  }
});
