import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, readCode, seeded, uniqueEmail } from './support';

/**
 * Whole journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys; no clicks):
 * signing up, RSVPing to a game and sending a message. Every control on the way must be reachable
 * in tab order and show where focus is, in the light theme and the dark one.
 */

/**
 * Tabs (forwards, or backwards with Shift) until `target` (or one of the elements it matches) has
 * focus; fails if it is not in the tab order.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) {
      await expectVisibleFocus(page.locator(':focus'));
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** The focused control draws a focus indicator: an outline or a ring. */
async function expectVisibleFocus(target: Locator) {
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { outline, ring: style.boxShadow !== 'none' };
  });
  expect(indicator.outline || indicator.ring, `${String(target)} shows no focus indicator`).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email', { exact: true }), email);
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

test('signs up, verifies the e-mail and sets up the profile with the keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('keyboard');
  await page.goto('/sign-up');
  await typeInto(page, page.getByLabel('Email', { exact: true }), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, page.getByLabel('Confirm password'), PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await typeInto(page, page.getByLabel('Verification code'), await readCode(request, email, 'Your Rally verification code'));
  await tabTo(page, page.getByRole('button', { name: 'Verify email' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'More Information' })).toBeVisible();
  await typeInto(page, page.getByLabel('Display name'), 'Kay Board');
  await typeInto(page, page.getByLabel('Full name'), 'Kay Board Tester');
  await typeInto(page, page.getByRole('combobox', { name: 'Go-to city' }), 'Denver');
  await expect(page.getByRole('option', { name: 'Denver, CO', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Go-to city' })).toHaveValue(/Denver, CO/);

  // A radio group is one tab stop; the arrow keys move the choice within it.
  const findPeople = page.getByRole('radio', { name: 'Find people' });
  await tabTo(page, page.locator(`input[type=radio][name="${await findPeople.getAttribute('name')}"]`));
  for (let i = 0; i < 6 && !(await findPeople.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(findPeople).toBeChecked();

  const tennis = page.getByRole('group', { name: 'Pick atleast one' }).getByRole('checkbox', { name: 'Tennis', exact: true });
  await tabTo(page, tennis);
  await page.keyboard.press('Space');
  await expect(tennis).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Setup Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('RSVPs to a game and leaves it again with the keyboard alone', async ({ page }) => {
    await signInByKeyboard(page, seeded.player);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/evt/seed-evt-03');
    const rsvp = page.getByRole('region', { name: 'RSVP' });
    await tabTo(page, rsvp.getByRole('button', { name: 'Join', exact: true }));
    await page.keyboard.press('Enter');
    await expect(rsvp.getByText('Joined', { exact: true })).toBeVisible();

    // Back to the RSVP panel from further down the page, then leave (Space presses a button too).
    const leave = rsvp.getByRole('button', { name: 'Leave' });
    await tabTo(page, leave, { back: true });
    await page.keyboard.press('Space');
    const confirm = page.getByRole('alertdialog');
    if (await confirm.isVisible()) {
      await tabTo(page, confirm.getByRole('button', { name: /Leave/ }));
      await page.keyboard.press('Enter');
    }
    await expect(rsvp.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  });

  test("opens the host's profile from a game and sends them a message with the keyboard alone", async ({ page }) => {
    await signInByKeyboard(page, seeded.player);
    await page.goto('/evt/seed-evt-01');
    await tabTo(page, page.getByRole('link', { name: 'Olivia Organizer' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\//);

    await tabTo(page, page.getByRole('button', { name: 'Message Olivia Organizer' }));
    await page.keyboard.press('Enter');
    const thread = page.getByRole('region', { name: 'Conversation', exact: true });
    await expect(thread.getByRole('heading', { level: 2, name: 'Olivia Organizer' })).toBeVisible();

    const text = `Keyboard hello ${Date.now().toString(36)}`;
    await typeInto(page, thread.getByLabel('Message', { exact: true }), text);
    await page.keyboard.press('Enter');
    await expect(thread.getByRole('log').getByText(text)).toBeVisible();
    // Sent: the field is empty and keeps focus for the next message.
    await expect(thread.getByLabel('Message', { exact: true })).toBeFocused();
    await expect(thread.getByLabel('Message', { exact: true })).toHaveValue('');
  });
});
