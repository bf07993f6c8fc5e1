import { expect, test, type Browser, type Page } from '@playwright/test';
import { idToken, seeded, signInFromLogin, signUpNewUser } from './support';


/** The organizer's seeded open team (lib/local/seed-data.ts). */
const SEEDED_TEAM = { id: 'seed-team-mile-high-fc', name: 'Mile High FC (Rec)' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInFromLogin(page, email);
  return page;
}

/** A team made through the API by whoever is signed in on `page`. */
async function createTeam(page: Page, data: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const created = await page.request.post('/api/teams', {
    headers: { Authorization: `Bearer ${await idToken(page)}` },
    data: {
      gameType: 'Volleyball',
      description: 'Made by the teams-page e2e test.',
      city: 'Denver, CO',
      lat: 39.7392,
      lng: -104.9903,
      ...data,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: string; name: string };
}

test("the seeded organizer's team page shows, and a new player joins it and leaves", async ({ page, request }) => {
  await page.goto(`/team/${SEEDED_TEAM.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_TEAM.name })).toBeVisible();
  await expect(page).toHaveTitle(`${SEEDED_TEAM.name} | Rally`);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Olivia Organizer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership' }).getByRole('link', { name: 'Sign in to join' })).toBeVisible();

  const { uid } = await signUpNewUser(page, request, 'Jordan');
  await page.goto(`/team/${SEEDED_TEAM.id}`);
  const membership = page.getByRole('region', { name: 'Membership' });
  await membership.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`You joined ${SEEDED_TEAM.name}`)).toBeVisible();
  await expect(membership.getByText('You’re a member')).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('link', { name: 'Jordan' })).toHaveAttribute('href', `/profile/${uid}`);

  await membership.getByRole('button', { name: 'Leave' }).click();
  await page
    .getByRole('alertdialog', { name: `Leave ${SEEDED_TEAM.name}?` })
    .getByRole('button', { name: 'Yes, leave' })
    .click();
  await expect(page.getByText(`You left ${SEEDED_TEAM.name}`)).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Jordan' })).toHaveCount(0);
});

test('on an approval team the player requests, the organizer approves from the manage panel', async ({ browser }) => {
  const organizer = await signedInPage(browser, seeded.organizer);
  const team = await createTeam(organizer, {
    name: `E2E Approvals ${Date.now().toString(36)}`,
    kind: 'team',
    joinPolicy: 'approval',
  });

  const player = await signedInPage(browser, seeded.player);
  await player.goto(`/team/${team.id}`);
  const membership = player.getByRole('region', { name: 'Membership' });
  await membership.getByRole('button', { name: 'Request to join' }).click();
  await expect(membership.getByText('Request pending')).toBeVisible();

  await organizer.goto(`/team/${team.id}`);
  const manage = organizer.getByRole('region', { name: `Manage ${team.name}` });
  await manage.getByRole('button', { name: 'Approve Pat Player' }).click();
  await expect(organizer.getByText('Pat Player joined')).toBeVisible();
  await expect(manage.getByRole('list', { name: 'Members and roles' }).getByText('Pat Player', { exact: true })).toBeVisible();

  await player.reload();
  await expect(membership.getByText('You’re a member')).toBeVisible();
  await expect(player.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Pat Player' })).toBeVisible();
});

test('a missing team redirects to the root (spec: "with no team or creator it redirects to root"); the team-not-found page still answers', async ({ page }) => {
  await page.goto('/team/no-such-team-e2e');
  // The root sends a signed-out visitor on to sign-up.
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/team-not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse teams' })).toHaveAttribute('href', '/teams-v3');
  await expect(page.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
});

test('/org/denver-sports opens the organization page; an unknown slug says Organization not found', async ({ page }) => {
  // The backend seeds denver-sports for the organizer; on a stack seeded before that, make it here.
  const lookup = await page.request.get('/api/organizations/denver-sports');
  let name = lookup.ok() ? ((await lookup.json()) as { name: string }).name : 'Denver Sports';
  if (!lookup.ok()) {
    await signInFromLogin(page, seeded.organizer);
    name = (await createTeam(page, { name, kind: 'organization', slug: 'denver-sports', gameType: 'Other' })).name;
  }

  await page.goto('/org/denver-sports');
  await expect(page).toHaveURL(/\/organization\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Organization', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();

  await page.goto('/org/no-such-org');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization not found' })).toBeVisible();
});
