import { expect, test } from '@playwright/test';
import { pushMessages } from '@shared/constants/messages';
import { signUpNewUser } from './support';

// The old headless shell blocks notifications before anyone is asked; a person's browser starts at
// "ask", which the push card journey is about: this file runs in the full browser.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage'] } });

test("start-up unregisters a stale service worker and clears old caches, keeping only this build's (spec §7)", async ({ page, request, context }) => {
  // A worker and a cache left behind by an older build of the site.
  await context.route('**/stale-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  await signUpNewUser(page, request, 'Stale Worker');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/stale-sw.js', { scope: '/' });
    await (await caches.open('old-build')).put('/old.js', new Response('old'));
  });
  /** The scripts of every worker this browser has for Rally. */
  const workerScripts = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations())
        .flatMap((r) => [r.active, r.waiting, r.installing])
        .flatMap((w) => (w ? [new URL(w.scriptURL).pathname] : [])),
    );
  await expect.poll(workerScripts).toContain('/stale-sw.js');

  // Only this build's worker is left (it takes the root scope back), and the old cache is gone.
  await page.reload();
  await expect.poll(async () => [...new Set(await workerScripts())].filter((p) => p !== '/sw.js' && p !== '/dev-sw.js')).toEqual([]);
  expect(await workerScripts()).not.toHaveLength(0);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('old-build');
  expect((await page.evaluate(() => caches.keys())).every((name) => name.startsWith('rally-'))).toBe(true);
});

test('push card: offered on this browser, and explains how to allow notifications when the browser blocks them', async ({
  page,
  request,
}) => {
  await signUpNewUser(page, request, 'Push Card');
  await page.goto('/settings?tab=notification');
  const card = page
    .getByRole('tabpanel', { name: 'Notification Settings' })
    .getByRole('region', { name: 'Push notifications on this browser' });
  await expect(card.getByText('Push notifications are off on this browser.', { exact: false })).toBeVisible();
  // Headless Chromium answers the permission prompt with "no", as a person clicking Block would.
  await card.getByRole('button', { name: 'Turn on push notifications' }).click();
  await expect(card.getByRole('status')).toHaveText(pushMessages.denied);
  await expect(card.getByRole('button')).toHaveCount(0);
});
