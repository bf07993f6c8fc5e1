import { expect, test, type Page } from '@playwright/test';
import { messages, settingsMessages } from '@shared/constants/messages';
import { signUpNewUser } from './support';

// Each test signs up its own person: alternate e-mails and family members are state.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

test('alternate emails: the account e-mail and bad addresses are refused, a saved list survives a reload', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Alt Mailer');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Alternate emails' });
  await expect(card.getByText('No alternate emails yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Add email' }).click();
  await card.getByLabel('Alternate email 1', { exact: true }).fill(email.toUpperCase());
  await card.getByRole('button', { name: 'Save emails' }).click();
  await expect(card.getByText(messages.emailAlreadyAdded)).toBeVisible();

  await card.getByLabel('Alternate email 1', { exact: true }).fill('not-an-address');
  await card.getByRole('button', { name: 'Save emails' }).click();
  await expect(card.getByText(messages.invalidEmail)).toBeVisible();

  const alternate = `alt-${email}`;
  await card.getByLabel('Alternate email 1', { exact: true }).fill(`  ${alternate}  `);
  await card.getByRole('button', { name: 'Add email' }).click();
  await card.getByLabel('Alternate email 2', { exact: true }).fill(`second-${email}`);
  await card.getByRole('button', { name: 'Save emails' }).click();
  await expect(toast(page, messages.alternateEmailsUpdated)).toBeVisible();

  await page.reload();
  await expect(card.getByLabel('Alternate email 1', { exact: true })).toHaveValue(alternate);
  await expect(card.getByLabel('Alternate email 2', { exact: true })).toHaveValue(`second-${email}`);

  await card.getByRole('button', { name: 'Remove alternate email 1' }).click();
  await card.getByRole('button', { name: 'Save emails' }).click();
  await expect(toast(page, messages.alternateEmailsUpdated)).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('Alternate email 1', { exact: true })).toHaveValue(`second-${email}`);
  await expect(card.getByLabel('Alternate email 2', { exact: true })).toHaveCount(0);
});

test('a family member who is not a registered user is saved, listed after a reload, and removed', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Fam Keeper');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Family members' });
  await expect(card.getByText('No family members yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Add family member' }).click();
  const row = card.getByRole('group', { name: 'New family member 1' });
  // No Yes/No answer yet: Save is disabled.
  await expect(card.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await row.getByLabel('Relation').selectOption('child');
  await row.getByRole('radio', { name: 'Yes' }).check();
  await expect(card.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(row.getByText(settingsMessages.searchAndSelectUser)).toBeVisible();

  await row.getByRole('radio', { name: 'No' }).check();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row.getByText('First name is required')).toBeVisible();
  await row.getByLabel('First name').fill('Kim');
  await row.getByLabel('Last name').fill('Keeper');
  await row.getByLabel('Phone number').fill('555-0100');
  await row.getByLabel('Age (optional)').fill('130');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row.getByText('Age must be between 1 and 120')).toBeVisible();
  await row.getByLabel('Age (optional)').fill('9');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, settingsMessages.familyUpdated)).toBeVisible();

  await page.reload();
  const members = card.getByRole('list', { name: 'Family members' });
  await expect(members.getByText('Kim Keeper')).toBeVisible();
  await expect(members.getByText('Child')).toBeVisible();

  await members.getByRole('button', { name: 'Remove Kim Keeper' }).click();
  await expect(toast(page, settingsMessages.familyRemoved)).toBeVisible();
  await page.reload();
  await expect(card.getByText('No family members yet.')).toBeVisible();
});

test('an unsaved family row is removed locally', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Fam Dropper');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Family members' });
  await card.getByRole('button', { name: 'Add family member' }).click();
  await card.getByRole('button', { name: 'Add family member' }).click();
  await expect(card.getByRole('group')).toHaveCount(2);
  await card.getByRole('button', { name: 'Remove new family member 1' }).click();
  await expect(card.getByRole('group')).toHaveCount(1);
});
