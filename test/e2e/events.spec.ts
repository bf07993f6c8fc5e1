import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { seeded, signInFromLogin } from './support';


const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date `days` from today, YYYY-MM-DD (the browser runs in the same time zone). */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromLogin(page, email);
  return page;
}

/** The organiser fills the create form with an address in Denver (city search) and saves. Returns the new id. */
async function createEvent(page: Page, title: string): Promise<string> {
  await page.getByRole('banner').getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption('Basketball');
  await page.getByLabel('Description (optional)').fill('Full-court pickup, all levels welcome.');
  await page.getByLabel('Date').fill(inDays(3));
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('Hours', { exact: true }).fill('2');
  await page.getByRole('radio', { name: 'An address' }).check();
  await page.getByLabel('Place name').fill('E2E Rec Center');
  await page.getByLabel('Street address (optional)').fill('1 Test St');
  await page.getByRole('combobox', { name: 'City' }).fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO', exact: true }).click();
  await page.getByLabel('Capacity').fill('10');

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/events');
  await page.getByRole('button', { name: 'Create event' }).click();
  expect((await created).ok()).toBe(true);
  await expect(page).toHaveURL(/\/evt\/[\w-]+$/);
  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Cleanup: the organiser cancels the event from its manage page. */
async function cancelEvent(page: Page, eventId: string) {
  await page.goto(`/event/${eventId}/manage`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this event?' });
  await dialog.getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(page.getByText('Event cancelled. Everyone who joined will be told.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
}

test('an organiser creates an event near Denver; a player finds it by distance and text, joins, shows among the joiners, and leaves', async ({
  browser,
}) => {
  const title = `E2E Hoops ${Date.now().toString(36)}`;
  const organizer = await signedInPage(browser, seeded.organizer);
  const eventId = await createEvent(organizer, title);

  try {
    await expect(organizer.getByText('E2E Rec Center')).toBeVisible();
    await expect(organizer.getByRole('link', { name: 'Manage event' })).toBeVisible();

    const player = await signedInPage(browser, seeded.player);
    await player.goto('/discover?sort=distance');
    await player.getByLabel('Search events').fill(title);
    await expect(player).toHaveURL(/[?&]q=/);
    const list = player.getByRole('list', { name: 'Events near Denver, CO' });
    const card = list.getByRole('listitem').filter({ has: player.getByRole('heading', { level: 3, name: title }) });
    await expect(card).toBeVisible();
    // The event sits at the Denver city point, the search centre: distance 0.
    await expect(card).toContainText(/\d+\.\d mi/);
    await expect(player.getByRole('status').filter({ hasText: 'within 15 miles' })).toBeVisible();

    await card.getByRole('link', { name: title }).click();
    await expect(player).toHaveURL(new RegExp(`/evt/${eventId}$`));
    await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(player.getByRole('link', { name: 'Manage event' })).toHaveCount(0);

    const rsvp = player.getByRole('region', { name: 'RSVP' });
    await rsvp.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(rsvp.getByText('Joined', { exact: true })).toBeVisible();
    const joined = player.getByRole('list', { name: 'Joined players' });
    await expect(joined.getByRole('link', { name: 'Pat Player' })).toBeVisible();
    await expect(player.getByText('1 of 10 spots taken', { exact: false })).toBeVisible();

    await rsvp.getByRole('button', { name: 'Leave' }).click();
    await expect(player.getByText('You left the event')).toBeVisible();
    await expect(rsvp.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await expect(player.getByRole('link', { name: 'Pat Player' })).toHaveCount(0);
    await player.context().close();
  } finally {
    await cancelEvent(organizer, eventId);
    await organizer.context().close();
  }
});

test('bad input on the create form shows field errors and creates nothing', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/create');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/events') posted = true;
  });

  await page.getByLabel('Title').fill('x');
  await page.getByLabel('Capacity').fill('0');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByText('Title must be at least 2 characters')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose a date and a start time')).toBeVisible();
  await expect(page.getByText('Capacity must be at least 1')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  expect(posted).toBe(false);
});

test('leaving the create form half-filled asks first: staying keeps it, a reload warns, leaving drops it', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/create');
  const title = page.getByLabel('Title');
  await title.fill('Half-way hoops');

  const discover = page.getByRole('banner').getByRole('link', { name: 'Discover' });
  await discover.click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await ask.getByRole('button', { name: 'Stay and save' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(title).toHaveValue('Half-way hoops');

  const warned = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
  void page.reload().catch(() => undefined);
  expect(await warned).toBe('beforeunload');
  await expect(title).toHaveValue('Half-way hoops');

  await discover.click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('create needs a signed-in person', async ({ page }) => {
  await page.goto('/create');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate$/);
});

test('the share link and the old paths redirect to the event page', async ({ page }) => {
  await page.goto('/share/event/seed-evt-01');
  await expect(page).toHaveURL(/\/evt\/seed-evt-01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Morning Pickleball' })).toBeVisible();

  await page.goto('/event/seed-evt-01');
  await expect(page).toHaveURL(/\/evt\/seed-evt-01$/);

  await page.goto('/discover/events/seed-evt-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Morning Pickleball' })).toBeVisible();

  // games/{id}/manage → event/{id}/manage, which (signed out) asks to sign in first.
  await page.goto('/games/seed-evt-01/manage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevent%2Fseed-evt-01%2Fmanage$/);
});

test('a signed-out visitor sees the public event and a sign-in link that comes back', async ({ page }) => {
  await page.goto('/evt/seed-evt-02');
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Soccer at City Park' })).toBeVisible();
  // Seeded with a minimum of 10 players.
  await expect(page.getByRole('progressbar', { name: 'Minimum players' })).toHaveAttribute('aria-valuemax', '10');
  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevt%2Fseed-evt-02$/);
});

test('a missing event says Game not found, with a way to discover', async ({ page }) => {
  await page.goto('/evt/no-such-event');
  await expect(page.getByRole('heading', { level: 1, name: messages.gameNotFound })).toBeVisible();
  await page.getByRole('link', { name: 'Discover events' }).last().click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('only the organiser can manage an event', async ({ page }) => {
  await signInFromLogin(page, seeded.player);
  await page.goto('/event/seed-evt-01/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Only the organiser can manage this event.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
});

test('the favorite heart and the share button work on the event page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInFromLogin(page, seeded.player);
  await page.goto('/evt/seed-evt-05');
  const heart = page.getByRole('button', { name: 'Favorite' });
  await expect(heart).toBeEnabled();
  const before = await heart.getAttribute('aria-pressed');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await expect(heart).toBeEnabled();
  // Put it back.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/share\/event\/seed-evt-05$/);
});

test('a player joins a weekly series at once and leaves it at once', async ({ browser }) => {
  const title = `E2E Weekly ${Date.now().toString(36)}`;
  const organizer = await signedInPage(browser, seeded.organizer);
  await organizer.goto('/create');
  await organizer.getByLabel('Title').fill(title);
  await organizer.getByLabel('Game type').selectOption('Volleyball');
  await organizer.getByLabel('Date').fill(inDays(2));
  await organizer.getByLabel('Start time').fill('19:00');
  await organizer.getByLabel('Repeat', { exact: true }).selectOption('Weekly');
  await organizer.getByLabel('Repeat until').fill(inDays(23));
  await organizer.getByLabel('Skip a date').fill(inDays(9));
  await organizer.getByRole('button', { name: 'Add date' }).click();
  await expect(organizer.getByRole('list', { name: 'Skipped dates' }).getByRole('listitem')).toHaveCount(1);
  await organizer.getByLabel('Search saved places').fill("Sloan's Lake");
  await organizer
    .getByRole('list', { name: 'Saved places' })
    .getByRole('button', { name: /Sloan's Lake Park/ })
    .click();
  await organizer.getByRole('button', { name: 'Create event' }).click();
  await expect(organizer).toHaveURL(/\/evt\/[\w-]+$/);
  const eventId = new URL(organizer.url()).pathname.split('/').at(-1)!;

  try {
    await expect(organizer.getByText('Repeats weekly')).toBeVisible();
    const player = await signedInPage(browser, seeded.player);
    await player.goto(`/evt/${eventId}`);
    // Weeks 0, 1 (skipped), 2 and 3: three dates.
    await expect(player.getByLabel('Date', { exact: true }).locator('option')).toHaveCount(3);
    const rsvp = player.getByRole('region', { name: 'RSVP' });
    await rsvp.getByRole('button', { name: 'Join the whole series' }).click();
    await expect(player.getByText('You RSVPed to 3 dates of the series')).toBeVisible();
    await expect(rsvp.getByText('Joined', { exact: true })).toBeVisible();

    await player.getByLabel('Date', { exact: true }).selectOption({ index: 2 });
    await expect(rsvp.getByText('Joined', { exact: true })).toBeVisible();
    await rsvp.getByRole('button', { name: 'Leave the whole series' }).click();
    await expect(player.getByText('You left the series')).toBeVisible();
    await expect(rsvp.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await player.context().close();
  } finally {
    await cancelEvent(organizer, eventId);
    await organizer.context().close();
  }
});
