import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { seeded, signInFromLogin } from './support';

/** A fresh `<name>.localhost` on the test server's port (Chromium resolves *.localhost to this machine). */
const newDomain = () => `dinks-${Date.now().toString(36)}.localhost`;
const origin = (domain: string) => `http://${domain}:${new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100').port}`;

test('an owner proves a custom domain with a DNS record before it shows the site', async ({ page, request }) => {
  const domain = newDomain();
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/site/build');
  await page.getByLabel('Site title').fill('Proof Dinkers');
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Proof Dinkers' })).toBeVisible();

  // A look-alike is refused in the form, before anything is sent.
  await page.getByLabel('Custom domain').fill('pаypal.com');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('“pаypal” mixes Latin and Cyrillic letters', { exact: false })).toBeVisible();

  await page.getByLabel('Custom domain').fill(domain);
  // Custom domains are for team sites on Organizer Pro and up: the seeded Denver Sports Co is on Pro.
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Denver Sports Co' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published \w{3} \d+, \d{4}/)).toBeVisible();

  // The record to add, and the domain shows nothing yet.
  const proof = page.getByRole('region', { name: `Prove you own ${domain}` });
  await expect(proof.getByText('Not verified yet: add the TXT record below', { exact: false })).toBeVisible();
  const record = proof.getByRole('table', { name: 'DNS record to add' });
  await expect(record.getByRole('cell', { name: 'TXT', exact: true })).toBeVisible();
  await expect(record.getByRole('cell', { name: `_rally-verify.${domain}` })).toBeVisible();
  const value = (await record.getByRole('cell', { name: /^rally-verify=/ }).textContent())!.trim();

  // What the SPA on the domain asks for its site (a browser visit costs a whole app load; once is enough, below).
  const lookup = await request.get(`/api/site-domains/${domain}`);
  expect(lookup.status()).toBe(404);
  expect((await lookup.json()).message).toBe(messages.websiteNotFound);

  // Checked before the record exists: still not verified, saying why.
  await proof.getByRole('button', { name: 'Check now' }).click();
  await expect(proof.getByText(`Not verified yet: no TXT record “${value}” found at _rally-verify.${domain}`, { exact: false })).toBeVisible();

  // The record is added at the (local, fake) DNS provider; the next check verifies it.
  const added = await request.post('/dns-fake/txt', { data: { name: `_rally-verify.${domain}`, value } });
  expect(added.ok()).toBe(true);
  await proof.getByRole('button', { name: 'Check now' }).click();
  await expect(proof.getByText(`Verified: ${domain} shows this website.`)).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Check now' })).toHaveCount(0);

  const visitor = await page.context().newPage();
  await visitor.goto(`${origin(domain)}/`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(visitor).toHaveTitle('Home | Proof Dinkers');
});
