import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seeded, signInFromLogin, signUpNewUser } from './support';

test('a seeded player sees at most 7 upcoming events, nearby events and their player card with a QR code', async ({ page }) => {
  await signInFromLogin(page, seeded.player);
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Pat Player' })).toBeVisible();

  // The seed has Pat in eight events; home shows the first seven, soonest first.
  const upcoming = page.getByRole('list', { name: 'Your upcoming events' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Events near you' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Teams and groups' })).toContainText('Denver Dink Squad');
  await expect(page.getByRole('list', { name: 'Players near you' })).toContainText('Olivia Organizer');
  await expect(page.getByRole('link', { name: 'Go to Denver, CO' })).toHaveAttribute('href', /\/discover\?lat=.*place=Denver/);

  await page.getByRole('button', { name: 'Player card' }).click();
  const card = page.getByRole('dialog', { name: 'Player card' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pat Player');
  await expect(card.getByRole('list', { name: 'Registrations' })).toContainText('Front Range Rec League');
  await expect(card.getByRole('list', { name: 'Registrations' })).toContainText('Winter 2027');
  const qr = card.getByRole('img', { name: 'QR code for Pat Player’s profile' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('width')).toBe('200');
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(400);
  expect(box!.height).toBeLessThanOrEqual(800);
  // The code really holds the profile link: a picture of it, uploaded on the scan page, opens the profile.
  const picture = await qr.screenshot();
  await card.getByRole('link', { name: 'Scan someone else’s card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a code' })).toBeVisible();
  await page.getByLabel('Upload a picture').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await expect(page).toHaveURL(/\/profile\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Player' })).toBeVisible();
});

test("a new player's home lists what to set up; another player's profile shows availability only per their filters", async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Homer');
  await page.goto('/home');
  await page.getByRole('button', { name: /things? to set up/ }).click();
  const availabilityTask = page.getByRole('menuitem', { name: 'Set your availability so organisers know when you can play' });
  await expect(availabilityTask).toBeVisible();
  await availabilityTask.click();
  await expect(page).toHaveURL(/\/settings\?tab=availability$/);

  // Olivia shows her hours only to people who share a community with her: Homer does not.
  await page.goto('/find-players?sport=Volleyball');
  const olivia = page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: 'Olivia Organizer' });
  await olivia.getByRole('link', { name: 'Olivia Organizer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Organizer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Availability' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect Olivia Organizer' }).click();
  await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw request Olivia Organizer' }).click();
  await expect(page.getByRole('button', { name: 'Connect Olivia Organizer' })).toBeVisible();
});

test('on a laptop screen the header shows every link, the main ones on one row, and no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromLogin(page, seeded.player);
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  const main = banner.getByRole('navigation', { name: 'Main' });
  const [discover, posts] = await Promise.all([main.getByRole('link', { name: 'Discover' }).boundingBox(), main.getByRole('link', { name: 'Posts' }).boundingBox()]);
  expect(posts!.y).toBe(discover!.y);
});

test('Pat, who shares the Dink Squad with Olivia, sees her availability on her profile', async ({ page }) => {
  await signInFromLogin(page, seeded.player);
  await page.goto('/home');
  await page.getByRole('list', { name: 'Players near you' }).getByRole('link', { name: 'Olivia Organizer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Organizer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
});

// The dashboard read is held with page.route, which never sees a request the app's service worker
// makes: once the worker controls the page (it registers after sign-in, sooner or later), the read
// would pass it and the skeleton be gone before it is measured.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test('while home loads, the quick-links skeleton is 383 px high on wide screens and 224 px below 1201 px', async ({ page }) => {
    await signInFromLogin(page, seeded.player);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const skeleton = page.getByTestId('quick-links-skeleton');
    // A failed check still lets the held read go, so the test ends with its own error, not a timeout.
    try {
      await page.goto('/home');
      await expect(page.getByRole('status').filter({ hasText: 'Loading your home page' })).toBeAttached();
      await expect.poll(async () => (await skeleton.boundingBox())?.height).toBe(383);
      await page.setViewportSize({ width: 1200, height: 900 });
      await expect.poll(async () => (await skeleton.boundingBox())?.height).toBe(224);
    } finally {
      release();
    }
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the header is one row: signing in and the notifications in view, the other links behind Menu', async ({ page }) => {
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    const discover = banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' });

    await page.goto('/discover');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(discover).toBeHidden();
    expect((await banner.boundingBox())!.height).toBeLessThan(70);

    await signInFromLogin(page, seeded.player);
    await page.goto('/home');
    await expect(banner.getByRole('link', { name: /Notifications/ })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect((await banner.boundingBox())!.height).toBeLessThan(70);

    // Open: a side nav 350 px wide at the right edge, the page beside it dimmed and out of reach.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sideNav = banner.getByRole('dialog', { name: 'Menu' });
    await expect(discover).toBeVisible();
    await expect(sideNav.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await sideNav.boundingBox()).toMatchObject({ x: 375 - 350, width: 350 });
    await expect(sideNav.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Tab stays inside it.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await sideNav.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    // axe finds nothing serious or critical in it.
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).include('dialog').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Escape: closed, and the keyboard is back on the button.
    await page.keyboard.press('Escape');
    await expect(discover).toBeHidden();
    await expect(menu).toBeFocused();

    // A tap on the dimmed page beside it closes it too.
    await menu.click();
    await expect(discover).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(discover).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // A link followed from the menu closes it on the page it leads to.
    await menu.click();
    await banner.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'Messages' })).toBeHidden();
  });

  test('home and find players do not scroll sideways', async ({ page }) => {
    await signInFromLogin(page, seeded.player);
    for (const path of ['/home', '/find-players', '/connect', '/full-search?q=pickleball']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading|Looking|Searching/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
    }
  });
});
