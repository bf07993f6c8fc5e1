import { expect, test, type APIRequestContext } from '@playwright/test';
import { seeded, signInFromLogin, signUpNewUser } from './support';

test.describe.configure({ timeout: 150_000 });

/** The local inbox of the e2e stack (playwright.config.ts MAIL_PORT). */
const MAIL_STORE = `http://127.0.0.1:${8105 + Number(process.env.E2E_SLOT ?? 0) * 10}/store`;

async function mailsTo(request: APIRequestContext, to: string, subject: string) {
  const response = await request.get(MAIL_STORE);
  const { emails } = (await response.json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
  };
  return emails.filter((m) => m.destination.to.includes(to) && m.subject === subject);
}

test('a new organiser creates a community through every page, sees it on my-communities, and a player joins it', async ({
  page,
  browser,
  request,
}) => {
  await signUpNewUser(page, request, 'Casey');
  const name = `E2E Pickup Crew ${Date.now().toString(36)}`;

  await page.goto('/teams/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn more about starting a community' })).toHaveAttribute(
    'href',
    '/start/community',
  );

  // Page 1: the kind. Next without one names the field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Kind: choose a team, community, league or organization')).toBeVisible();
  await page.getByRole('radio', { name: /^Community/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Page 2: name and game type ('Other' listed first).
  await expect(page.getByRole('heading', { level: 2, name: 'Name and game' })).toBeFocused();
  const gameType = page.getByRole('combobox', { name: 'Game type' });
  await expect(gameType.locator('option').nth(1)).toHaveText('Other');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await gameType.selectOption('Pickleball');
  await page.getByRole('button', { name: 'Next' }).click();

  // Page 3: about.
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Saturday morning pickleball at Congress Park.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Page 4: the city from the US city search.
  await page.getByRole('combobox', { name: 'City' }).fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Page 5: who can join.
  await page.getByRole('radio', { name: /^Open/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Page 6: review, then create.
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Create community' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const teamUrl = page.url();
  expect(teamUrl).toMatch(/\/team\/[^/]+$/);

  await page.goto('/my-communities');
  const communities = page.getByRole('region', { name: 'Communities' });
  await expect(communities.getByRole('link', { name })).toHaveAttribute('href', new URL(teamUrl).pathname);
  await expect(communities.getByRole('listitem').filter({ hasText: name })).toContainText('Owner');

  // The seeded player finds it near Denver and joins.
  const player = await (await browser.newContext()).newPage();
  await signInFromLogin(player, seeded.player);
  await player.goto('/teams-v3?kind=community');
  const card = player.getByRole('link', { name, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  const membership = player.getByRole('region', { name: 'Membership' });
  await membership.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText(`You joined ${name}`)).toBeVisible();
  await player.goto('/my-communities');
  await expect(player.getByRole('region', { name: 'Communities' }).getByRole('link', { name })).toBeVisible();

  // The organiser sees the new member.
  await page.goto(teamUrl);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Pat Player' })).toBeVisible();
});

test('leaving Create Team at page 3 sends the motivation mail; leaving at page 1 does not', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Morgan');
  const subject = 'Finish setting up your team';

  // Page 1 only: nothing is sent.
  await page.goto('/teams/create');
  await page.getByRole('radio', { name: /^Team/ }).check();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover/);

  // Pages 1 to 3, then away.
  await page.goto('/teams/create');
  await page.getByRole('radio', { name: /^Team/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Half-made team');
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('Other');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();

  await expect.poll(async () => (await mailsTo(request, email, subject)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(request, email, subject);
  expect(mail?.body.text).toContain('Morgan');
});

test('leaving Create Team on page 3 by a full page load (another address typed) still sends the motivation mail', async ({
  page,
  request,
}) => {
  const { email } = await signUpNewUser(page, request, 'Avery');
  const subject = 'Finish setting up your team';

  await page.goto('/teams/create');
  await page.getByRole('radio', { name: /^Team/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Left by the address bar');
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('Other');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  // A full page load unloads the app: the call must be on its way before the page is gone.
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover events' })).toBeVisible();

  await expect.poll(async () => (await mailsTo(request, email, subject)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(request, email, subject);
  expect(mail?.body.text).toContain('Avery');
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the team lists and the create form do not scroll sideways', async ({ page }) => {
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto('/teams-v3');
    await expect(page.getByRole('heading', { level: 1, name: 'Find teams and communities' })).toBeVisible();
    // Searched by name: teams earlier e2e runs left in a long-lived local data folder can fill page 1.
    await page.getByLabel('Name or description').fill('Mile High');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Mile High FC (Rec)' })).toBeVisible();
    await noSideScroll();
    await page.goto('/external-teams');
    await expect(page.getByRole('link', { name: /Visit Rockies Rugby Club’s website/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer ugc',
    );
    await noSideScroll();

    await signInFromLogin(page, seeded.organizer);
    await page.goto('/my-communities');
    await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Mile High FC (Rec)' })).toBeVisible();
    await noSideScroll();
    await page.goto('/teams/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible();
    await noSideScroll();
  });
});
