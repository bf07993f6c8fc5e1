import { expect, test, type Browser, type Page } from '@playwright/test';
import { idToken, signUpNewUser } from './support';

// Three new people (a parent, their 15-year-old, a stranger), each signed up through the UI: about a
// minute on a quiet machine, several on a loaded one.
test.describe.configure({ timeout: 420_000 });

/** The signed-in person on `page` calls the API (setup steps that are not what this test is about). */
async function call(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await idToken(page)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

async function newPerson(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const { uid } = await signUpNewUser(page, page.request, name);
  return { page, uid };
}

const toast = (page: Page, text: string | RegExp) => page.getByText(text).last();

test('a parent approves a stranger’s connection request to their child, then the child sees it', async ({ browser }) => {
  // Letters no offensive word is made of: display names go through the profanity check.
  const tag = Array.from({ length: 4 }, () => 'qxzjkvwy'[Math.floor(Math.random() * 8)]).join('');
  const parent = await newPerson(browser, `Pat Parent ${tag}`);
  const child = await newPerson(browser, `Kit Child ${tag}`);
  const stranger = await newPerson(browser, `Sam Stranger ${tag}`);

  // Setup through the API: the child is 15, and adds the parent as family, who accepts.
  const me = await call(child.page, 'GET', '/api/me');
  const city = me.defaultCity as { name: string; lat: number; lng: number };
  const fifteen = `${new Date().getUTCFullYear() - 15}-03-10`;
  await call(child.page, 'PUT', `/api/users/${child.uid}`, {
    displayName: me.displayName,
    fullName: me.fullName,
    defaultCity: { name: city.name, lat: city.lat, lng: city.lng },
    additionalInfo: me.additionalInfo,
    ...(me.joinReason ? { joinReason: me.joinReason } : {}),
    birthdate: fifteen,
    version: me.version,
  });
  const family = await call(child.page, 'POST', `/api/users/${child.uid}/family`, {
    isGthUser: true,
    relation: 'parent',
    userId: parent.uid,
  });
  await call(parent.page, 'POST', `/api/family-connections/${family.id as string}/response`, { accept: true });

  // A stranger finds no page of the child (a minor's pages exist only for the people who know them),
  // but someone who has their account id can still ask: the request waits for the parent.
  await stranger.page.goto(`/profile/${child.uid}`);
  await expect(stranger.page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await call(stranger.page, 'POST', `/api/connections/${child.uid}`);

  // Held: the child has nothing to answer yet.
  await child.page.goto('/connect');
  await expect(child.page.getByText('You have no connections yet.')).toBeVisible();

  // The parent sees the request waiting for approval and approves it.
  await parent.page.goto('/connect');
  const waiting = parent.page.getByRole('list', { name: 'Requests waiting for your approval' });
  await expect(waiting.getByRole('link', { name: `Sam Stranger ${tag}` })).toBeVisible();
  await expect(waiting.getByText(`Wants to connect with Kit Child ${tag}`)).toBeVisible();
  await waiting.getByRole('button', { name: `Approve Sam Stranger ${tag} for Kit Child ${tag}` }).click();
  await expect(toast(parent.page, /^Approved: /)).toBeVisible();
  await expect(parent.page.getByRole('region', { name: /Requests waiting for your approval/ })).toHaveCount(0);

  // Now the child sees the request and can answer it.
  await child.page.goto('/connect');
  const incoming = child.page.getByRole('region', { name: 'Requests for you' });
  await expect(incoming.getByRole('link', { name: `Sam Stranger ${tag}` })).toBeVisible();
  await incoming.getByRole('button', { name: `Accept Sam Stranger ${tag}` }).click();
  await expect(toast(child.page, 'You are now connected')).toBeVisible();

  // Connected, the child's profile opens for them.
  await stranger.page.goto(`/profile/${child.uid}`);
  await expect(stranger.page.getByRole('heading', { level: 1, name: `Kit Child ${tag}` })).toBeVisible();
});
