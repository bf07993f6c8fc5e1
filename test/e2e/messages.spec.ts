import { expect, test } from '@playwright/test';
import { idToken, signUpNewUser } from './support';

test('two players message each other live; presence follows privacy; blocking stops it', async ({ browser, request }) => {
  const annPage = await (await browser.newContext()).newPage();
  const benPage = await (await browser.newContext()).newPage();
  await signUpNewUser(annPage, request, 'Ann Messenger');
  const ben = await signUpNewUser(benPage, request, 'Ben Messenger');

  // Ben keeps his messages open.
  await benPage.goto('/messages');
  await expect(benPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(benPage.getByText('No conversations yet.', { exact: false })).toBeVisible();

  // Ann messages him from his profile.
  await annPage.goto(`/profile/${ben.uid}`);
  await annPage.getByRole('button', { name: 'Message Ben Messenger' }).click();
  await expect(annPage).toHaveURL(/\/messages\?c=dm_/);
  const annThread = annPage.getByRole('region', { name: 'Conversation', exact: true });
  await expect(annThread.getByRole('heading', { level: 2, name: 'Ben Messenger' })).toBeVisible();
  // Ben is connected and shows his status.
  await expect(annThread.getByText('Online', { exact: true })).toBeVisible();

  await annThread.getByRole('button', { name: 'Send' }).click();
  await expect(annThread.getByRole('alert')).toHaveText('Write a message');
  await annThread.getByLabel('Message', { exact: true }).fill('Hi Ben, tennis on Saturday?');
  await annThread.getByLabel('Message', { exact: true }).press('Enter');
  await expect(annThread.getByRole('log').getByText('Hi Ben, tennis on Saturday?')).toBeVisible();

  // It appears for Ben without a reload: in the list (unread), then in the conversation.
  const row = benPage.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: /Ann Messenger/ });
  await expect(row).toContainText('1 unread');
  await row.click();
  const benThread = benPage.getByRole('region', { name: 'Conversation', exact: true });
  await expect(benThread.getByRole('log').getByText('Hi Ben, tennis on Saturday?')).toBeVisible();
  await benThread.getByLabel('Message', { exact: true }).fill('Sure, 9am at Wash Park');
  await benThread.getByRole('button', { name: 'Send' }).click();
  await expect(annThread.getByRole('log').getByText('Sure, 9am at Wash Park')).toBeVisible();

  // Ben hides his online status: Ann no longer sees it.
  await benPage.goto('/settings?tab=privacy');
  const toggle = benPage.getByRole('switch', { name: 'Show my online status' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await benPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(benPage.getByText('Privacy has been updated successfully.').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await annPage.reload();
        const thread = annPage.getByRole('region', { name: 'Conversation', exact: true });
        // Count only once the conversation has loaded (its history shows).
        await expect(thread.getByRole('log').getByText('Sure, 9am at Wash Park')).toBeVisible();
        await expect(thread.getByRole('heading', { level: 2, name: 'Ben Messenger' })).toBeVisible();
        return thread.getByText(/^(Online|Offline)$/).count();
      },
      { timeout: 60_000 },
    )
    .toBe(0);

  // Ben blocks the conversation: it leaves his list, and Ann's next message is refused.
  await benPage.goto('/messages');
  await benPage.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: /Ann Messenger/ }).click();
  await benPage.getByRole('button', { name: 'Block conversation' }).click();
  await benPage.getByRole('alertdialog').getByRole('button', { name: 'Block conversation' }).click();
  await expect(benPage.getByRole('alertdialog')).toHaveCount(0);
  await expect(benPage.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: /Ann Messenger/ })).toHaveCount(0);
  const benToken = await idToken(benPage);
  // The privacy screen's list has it, with the other person's name.
  const blockedList = await benPage.request.get(`/api/users/${ben.uid}/blocked-conversations`, { headers: { Authorization: `Bearer ${benToken}` } });
  expect(await blockedList.json()).toEqual({ items: [expect.objectContaining({ otherDisplayName: 'Ann Messenger' })] });

  const annThreadAgain = annPage.getByRole('region', { name: 'Conversation', exact: true });
  await expect(annThreadAgain.getByRole('log').getByText('Sure, 9am at Wash Park')).toBeVisible();
  await annThreadAgain.getByLabel('Message', { exact: true }).fill('Hello?');
  await annThreadAgain.getByRole('button', { name: 'Send' }).click();
  await expect(annThreadAgain.getByRole('alert')).toHaveText('You cannot message this person');
  await expect(annThreadAgain.getByRole('log').getByText('Hello?')).toHaveCount(0);
});

test('New message: search a person by name, write, and they see it', async ({ browser, request }) => {
  // Letters only, unique per run, so the search finds this run's person alone.
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const surname = `Q${tag}`;
  const cleoPage = await (await browser.newContext()).newPage();
  const dovPage = await (await browser.newContext()).newPage();
  await signUpNewUser(cleoPage, request, `Cleo ${surname}`);
  await signUpNewUser(dovPage, request, `Dov ${surname}`);
  await dovPage.goto('/messages');
  await expect(dovPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await cleoPage.goto('/messages');
  await cleoPage.getByRole('button', { name: 'New message' }).click();
  const dialog = cleoPage.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('combobox', { name: 'Name' }).fill(`Dov ${surname}`);
  await dialog.getByRole('option', { name: new RegExp(`Dov ${surname}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(cleoPage).toHaveURL(/\/messages\?c=dm_/);
  // The composer has the focus: typing goes straight into the message.
  const thread = cleoPage.getByRole('region', { name: 'Conversation', exact: true });
  await expect(thread.getByLabel('Message', { exact: true })).toBeFocused();
  await cleoPage.keyboard.type('Found you through New message');
  await cleoPage.keyboard.press('Enter');
  await expect(thread.getByRole('log').getByText('Found you through New message')).toBeVisible();

  const row = dovPage.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`Cleo ${surname}`) });
  await row.click();
  await expect(dovPage.getByRole('region', { name: 'Conversation', exact: true }).getByRole('log').getByText('Found you through New message')).toBeVisible();
});
