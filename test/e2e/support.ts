import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The local inbox of the e2e stack (playwright.config.ts MAIL_PORT). */
const MAIL_STORE = `http://127.0.0.1:${8105 + Number(process.env.E2E_SLOT ?? 0) * 10}/store`;

export const PASSWORD = 'Password123!';
export const seeded = { player: 'player@example.com', organizer: 'organizer@example.com', password: PASSWORD } as const;

/** A fresh address per run, so reruns against the same stack never collide. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The 6-digit code in the newest e-mail to `to` with `subject`, waiting for it to arrive. */
export async function readCode(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await readMail(request, to, subject))?.[1];
  if (!code) throw new Error(`No 6-digit code in '${subject}' to ${to}`);
  return code;
}

/** The newest e-mail to `to` with `subject`, waiting for it to arrive (its text body). */
export async function readMail(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(MAIL_STORE);
        const { emails } = (await response.json()) as { emails: StoredMail[] };
        text = emails.filter((m) => m.destination.to.includes(to) && m.subject === subject).at(-1)?.body.text;
        return text;
      },
      { message: `an e-mail '${subject}' to ${to}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return text!;
}

/** Sign in on the login page as a person would. */
export async function signIn(page: Page, email: string, password: string = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Open /login, sign in, and wait until the app has moved on. */
export async function signInFromLogin(page: Page, email: string, password: string = PASSWORD) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A brand-new person, signed up, verified and set up through the UI (sign-up, e-mailed code,
 * first profile form), left on the availability tab where new users land. Returns their uid.
 */
export async function signUpNewUser(
  page: Page,
  request: APIRequestContext,
  displayName: string,
  /** Go-to city: what to type and the option to pick (Denver by default, like the seeded people). */
  city: { search: string; option: string } = { search: 'Denver', option: 'Denver, CO' },
  /** The address to sign up with: a fresh one unless the journey needs a known one. */
  email: string = uniqueEmail(displayName.toLowerCase().replace(/[^a-z]+/g, '-')),
): Promise<{ email: string; uid: string }> {
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await page.getByLabel('Verification code').fill(await readCode(request, email, 'Your Rally verification code'));
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'More Information' })).toBeVisible();
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Full name').fill(`${displayName} Tester`);
  await page.getByRole('combobox', { name: 'Go-to city' }).fill(city.search);
  await page.getByRole('option', { name: city.option, exact: true }).click();
  await page.getByRole('radio', { name: 'Find people' }).check();
  await page.getByRole('group', { name: 'Pick atleast one' }).getByRole('checkbox', { name: 'Tennis', exact: true }).check();
  await page.getByRole('button', { name: 'Setup Account' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  const skip = page.getByRole('tabpanel').getByRole('link', { name: 'Skip for now...' });
  const href = await skip.getAttribute('href');
  const uid = /^\/profile\/([\w-]+)$/.exec(href ?? '')?.[1];
  if (!uid) throw new Error(`No profile link on the availability tab (got ${href})`);
  return { email, uid };
}

/**
 * The id token Amplify keeps (in localStorage, its default token store) for the person signed in
 * on `page`: specs use it to set up data through the API.
 */
export async function idToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.endsWith('.idToken')) return window.localStorage.getItem(key);
    }
    return null;
  });
  if (!token) throw new Error('No id token in localStorage after sign-in');
  return token;
}
