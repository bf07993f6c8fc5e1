import { expect, test, type Browser, type Page } from '@playwright/test';
import { paymentMessages } from '@shared/constants/payments';
import { notFoundPageMessages } from '@shared/constants/product';
import { signInFromLogin, signUpNewUser } from './support';

// Stripe sends people back to the app's own origin (APP_URL, http://localhost:<port> locally); the
// session lives in that origin's storage, so these journeys run there rather than on 127.0.0.1.
test.use({ baseURL: `http://localhost:${3100 + Number(process.env.E2E_SLOT ?? 0) * 10}` });

/** The signed-in person's id token, as Amplify keeps it, to set up data through the API. */
async function createTeamAsMe(page: Page, name: string): Promise<string> {
  return page.evaluate(async (teamName) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const res = await fetch('/api/teams', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: teamName,
        kind: 'team',
        gameType: 'Pickleball',
        description: 'Paying players',
        city: 'Denver, CO',
        lat: 39.7392,
        lng: -104.9903,
      }),
    });
    if (!res.ok) throw new Error(`team not created: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }, name);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Subscriptions are behind a remote flag (on in a fresh local stack): an admin makes sure it is on. */
async function subscriptionsOn(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInFromLogin(admin, 'admin@example.com');
  await admin.goto('/admin');
  const flag = admin.getByRole('region', { name: 'Feature flags' }).getByRole('switch', { name: 'Subscriptions' });
  await expect(flag).toBeEnabled();
  if ((await flag.getAttribute('aria-checked')) !== 'true') {
    await flag.click();
    await expect(flag).toHaveAttribute('aria-checked', 'true');
  }
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  await subscriptionsOn(browser);
});

test('the payments tab shows its sections, and Connect to Stripe (United States by default) leads through onboarding to Active', async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Quinn Payee');
  await page.goto('/settings?tab=payments');
  const panel = page.getByRole('tabpanel', { name: 'Subscriptions & Payouts' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Subscriptions & Payouts' })).toBeVisible();
  for (const name of [
    'Organizer Payouts',
    'Your Subscriptions',
    'View Invoices',
    'Manage Stripe Portal',
    'My Transactions',
    'History',
  ]) {
    await expect(section(page, name)).toBeVisible();
  }
  const links = page.getByRole('navigation', { name: 'Payments pages' });
  for (const name of ['Organizer pricing', 'Member Plus pricing', 'Transactions', 'Invoices'])
    await expect(links.getByRole('link', { name })).toBeVisible();
  await expect(
    section(page, 'Your Subscriptions')
      .getByRole('article', { name: 'Member Plus' })
      .getByText(paymentMessages.noActiveSubscription),
  ).toBeVisible();
  // The portal opens in a new window with the e-mail filled in.
  const portal = section(page, 'Manage Stripe Portal').getByRole('link', { name: /Open the Stripe customer portal/ });
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('href', /prefilled_email=e2e-quinn-payee/);
  // The alternate e-mails card and the family editor are on this page too.
  await expect(panel.getByRole('heading', { name: 'Alternate emails' })).toBeVisible();

  await section(page, 'Organizer Payouts').getByRole('button', { name: 'Connect to Stripe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Stripe' });
  const country = dialog.getByRole('combobox', { name: 'Home country' });
  await expect(country).toHaveValue('US');
  await expect(country.locator('option:checked')).toHaveText('United States');
  await expect(country.locator('option')).toHaveCount(45);
  await dialog.getByRole('button', { name: 'Create a new Stripe account' }).click();

  // At Stripe (the local fake's Express onboarding): leave it unfinished first.
  await expect(page).toHaveURL(/\/stripe-fake\/onboarding\/acct_/);
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=payments$/);
  const payouts = section(page, 'Organizer Payouts');
  await expect(payouts.getByText('Incomplete')).toBeVisible();
  await expect(payouts.getByRole('listitem').filter({ hasText: 'Bank account for payouts' })).toBeVisible();

  await payouts.getByRole('button', { name: 'Finish setting up at Stripe' }).click();
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(payouts.getByText('Active')).toBeVisible();

  // Unlinking asks first.
  await payouts.getByRole('button', { name: 'Unlink Stripe account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unlink your Stripe account?' });
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(paymentMessages.unlinked)).toBeVisible();
  await expect(payouts.getByRole('button', { name: 'Connect to Stripe' })).toBeVisible();
});

test('linking an existing Stripe account comes back Active, and a code with a state not minted for me links nothing', async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Quinn Linker');
  // A code and state from someone else's round trip, planted in my address: refused with the spec's message.
  await page.goto('/settings?tab=payments&code=ac_planted&scope=read_write&state=not-minted-for-me');
  await expect(page.getByText(paymentMessages.linkCodeFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=payments$/);
  const payouts = section(page, 'Organizer Payouts');
  await expect(payouts.getByRole('button', { name: 'Connect to Stripe' })).toBeVisible();

  await payouts.getByRole('button', { name: 'Connect to Stripe' }).click();
  await page.getByRole('dialog', { name: 'Connect to Stripe' }).getByRole('button', { name: 'Link an existing account' }).click();
  // At Stripe (the local fake's OAuth page), which sends the code and our state back.
  await expect(page).toHaveURL(/\/stripe-fake\/oauth\/authorize\?.*state=/);
  await page.getByRole('button', { name: 'Connect my Stripe account' }).click();
  await expect(page.getByText(paymentMessages.linked)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=payments$/);
  await expect(payouts.getByText('Active')).toBeVisible();
});

test('an organiser subscribes a team at Checkout, then changes and cancels the plan with confirmations', async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Quinn Organizer');
  const teamName = `Paying Picklers ${Date.now().toString(36)}`;
  await createTeamAsMe(page, teamName);

  await page.goto('/organizer/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer plans' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(/.+/);
  await expect(page.getByRole('article', { name: 'Rookie' }).getByText('Free')).toBeVisible();
  await page.getByRole('article', { name: 'Organizer Pro' }).getByRole('button', { name: 'Subscribe to Organizer Pro' }).click();

  // Stripe Checkout (the local fake): a declined card first, then a good one.
  await expect(page).toHaveURL(/\/stripe-fake\/checkout\/cs_test_/);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText(paymentMessages.subscriptionActivated)).toBeVisible();
  // The return parameter is removed, so the reload a second later does not repeat the message.
  await expect(page).toHaveURL(/\/settings\?tab=payments$/);
  await expect(page.getByText(paymentMessages.subscriptionActivated)).toBeHidden();
  const card = section(page, 'Your Subscriptions').getByRole('article', { name: 'Organizer Pro' });
  await expect(card.getByText(`Rally Organizer Pro for ${teamName}`)).toBeVisible();

  await card.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Plan' });
  await dialog.getByRole('radio', { name: /Organizer All-Star/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/Stripe charges or credits the difference/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm change to Organizer All-Star' }).click();
  await expect(page.getByText(paymentMessages.changed)).toBeVisible();
  await expect(card.getByText(`Rally Organizer All-Star for ${teamName}`)).toBeVisible();

  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Organizer All-Star?' });
  await expect(confirm.getByText(`${teamName} goes back to the free Rookie level.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(paymentMessages.cancelled)).toBeVisible();
  await expect(card.getByText(paymentMessages.noActiveSubscription)).toBeVisible();
  await expect(section(page, 'History').getByText('Cancelled')).toBeVisible();

  // The invoice of the first payment is listed.
  await page.goto('/invoices');
  await expect(
    page.getByRole('table', { name: 'Your invoices' }).getByRole('cell', { name: '$19.00', exact: true }),
  ).toBeVisible();
});

// The app's service worker fetches /config.json itself, and page.route never sees a worker's requests.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test("on the 'meh' platform Transactions (link, section and page) is hidden and Member Plus shows that platform's plans", async ({
    page,
    request,
  }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), platform: 'meh' } });
    });
    await signUpNewUser(page, request, 'Quinn Meh');
    await page.goto('/settings?tab=payments');
    await expect(section(page, 'Organizer Payouts')).toBeVisible();
    await expect(section(page, 'History')).toBeVisible();
    await expect(section(page, 'My Transactions')).toHaveCount(0);
    const pagesNav = page.getByRole('navigation', { name: 'Payments pages' });
    await expect(pagesNav.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(pagesNav.getByRole('link', { name: 'Transactions' })).toHaveCount(0);

    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: notFoundPageMessages.notFoundTitle })).toBeVisible();

    await page.goto('/pricing/member');
    await expect(page.getByRole('article', { name: 'Member Plus' }).getByText('$19 / year')).toBeVisible();
  });
});
