import { expect, test, type Page } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { seeded, signInFromLogin, signUpNewUser } from './support';

// Each test signs up its own person: saved availability is state.

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date `days` from today, YYYY-MM-DD (the browser runs in the same time zone). */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const daySwitch = (page: Page, day: string) => page.getByRole('switch', { name: `Available on ${day}` });
const dayCard = (page: Page, day: string) => page.getByRole('group', { name: day, exact: true });

/** Save, wait for this save's answer (an earlier success message may still be showing), then see it confirmed. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/users\/[\w-]+\/availability$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(messages.availabilitySaved).last()).toBeVisible();
}

test('a day turned on gets 17:00-20:00, copies to every other day, and overlapping ranges are flagged', async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Avail Copier');
  await expect(page.getByRole('heading', { name: 'Available hours' })).toBeVisible();

  await daySwitch(page, 'Monday').click();
  await expect(daySwitch(page, 'Monday')).toBeChecked();
  await expect(page.getByLabel('Monday range 1 start')).toHaveValue('17:00');
  await expect(page.getByLabel('Monday range 1 end')).toHaveValue('20:00');
  await page.getByLabel('Monday range 1 start').fill('18:00');

  await dayCard(page, 'Monday').getByRole('button', { name: 'Copy To All Other Days' }).click();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await expect(daySwitch(page, day)).toBeChecked();
    await expect(page.getByLabel(`${day} range 1 start`)).toHaveValue('18:00');
    await expect(page.getByLabel(`${day} range 1 end`)).toHaveValue('20:00');
  }

  await page.getByRole('button', { name: 'Add time range to Friday' }).click();
  await page.getByLabel('Friday range 2 start').fill('19:00');
  await expect(dayCard(page, 'Friday').getByText(messages.overlappingTimes)).toHaveCount(2);
  await expect(page.getByLabel('Friday range 2 start')).toHaveAttribute('aria-invalid', 'true');

  await daySwitch(page, 'Sunday').click();
  await expect(daySwitch(page, 'Sunday')).not.toBeChecked();
  await expect(page.getByLabel('Sunday range 1 start')).toHaveCount(0);

  // By keyboard: Space turns the day on, Tab moves into its first time.
  await daySwitch(page, 'Sunday').focus();
  await page.keyboard.press('Space');
  await expect(daySwitch(page, 'Sunday')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Sunday range 1 start')).toBeFocused();
});

test('saved weekly hours are there again after a reload, and on the profile', async ({ page, request }) => {
  const { uid } = await signUpNewUser(page, request, 'Avail Saver');
  await daySwitch(page, 'Tuesday').click();
  await page.getByLabel('Tuesday range 1 start').fill('18:00');
  await page.getByLabel('Tuesday range 1 end').fill('21:00');
  await save(page);

  await page.reload();
  await expect(daySwitch(page, 'Tuesday')).toBeChecked();
  await expect(page.getByLabel('Tuesday range 1 start')).toHaveValue('18:00');
  await expect(page.getByLabel('Tuesday range 1 end')).toHaveValue('21:00');
  await expect(daySwitch(page, 'Monday')).not.toBeChecked();

  await page.goto(`/profile/${uid}`);
  await expect(page.getByRole('list', { name: 'Weekly availability' }).getByText('Tuesday 18:00–21:00')).toBeVisible();
});

test('a trip is added as travel availability for a range of dates and saved', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Avail Traveller');
  await page.getByRole('button', { name: 'Add date-specific hours' }).click();
  await expect(page.getByRole('dialog', { name: 'Select the date you want to assign specific hours' })).toBeVisible();

  await page.getByRole('switch', { name: 'I’m travelling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Travel Availability' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Date range' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Single date' })).toBeDisabled();
  const add = dialog.getByRole('button', { name: 'Add', exact: true });

  await dialog.getByLabel('Start date').fill(inDays(3));
  await dialog.getByLabel('End date').fill(inDays(5));
  await expect(add).toBeDisabled(); // no place yet
  await dialog.getByRole('combobox', { name: 'Where are you travelling?' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX', exact: true }).click();
  await dialog.getByLabel('Hours range 1 start').fill('10:00');
  await add.click();

  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Date-specific hours' });
  await expect(list.getByText('Travelling to Austin, TX, USA')).toBeVisible();
  await expect(list.getByText('10:00–20:00')).toBeVisible();
  await save(page);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Date-specific hours' }).getByText('Travelling to Austin, TX, USA')).toBeVisible();
});

test('another person sees the hours only when the privacy settings let them', async ({ page, request, browser }) => {
  const { uid } = await signUpNewUser(page, request, 'Avail Private');
  await daySwitch(page, 'Tuesday').click();
  await page.getByLabel('Tuesday range 1 start').fill('18:00');
  await page.getByLabel('Tuesday range 1 end').fill('21:00');
  await page.getByRole('radio', { name: 'Filtered' }).check();
  await page.getByRole('checkbox', { name: 'People I’m connected with' }).check();
  await save(page);

  // The seeded player is not connected to this new person.
  const other = await browser.newContext();
  const viewer = await other.newPage();
  await signInFromLogin(viewer, seeded.player);
  await viewer.goto(`/profile/${uid}`);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Avail Private' })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Availability', exact: true })).toHaveCount(0);
  await expect(viewer.getByText('Tuesday 18:00–21:00')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Public' }).check();
  await save(page);

  await viewer.reload();
  await expect(viewer.getByRole('heading', { name: 'Availability', exact: true })).toBeVisible();
  await expect(viewer.getByText('Tuesday 18:00–21:00')).toBeVisible();
  await other.close();
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the availability tab and its dialog fit the screen, without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    // Looking only, never saving: the seeded organizer's hours stay as seeded.
    await signInFromLogin(page, seeded.organizer);
    await page.goto('/settings?tab=availability');
    await expect(page.getByRole('switch', { name: 'Available on Wednesday' })).toBeChecked();
    await page.getByRole('radio', { name: 'Filtered' }).check();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Add date-specific hours' }).click();
    await page.getByRole('switch', { name: 'I’m travelling' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Travel Availability' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
