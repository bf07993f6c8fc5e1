import { expect, test } from '@playwright/test';
import { settingsApiMessages } from '@shared/constants/settings-messages';
import { idToken, readMail, seeded, signInFromLogin, signUpNewUser } from './support';

test('a player chooses Español in settings: the app speaks Spanish and so does the next e-mail', async ({ page, browser, request }) => {
  // A sign-up, a catalogue loaded on the switch, two page loads and two e-mails: past the default on a loaded machine.
  test.slow();
  const { email, uid } = await signUpNewUser(page, request, 'Lengua');
  await page.goto('/settings');
  const nav = page.getByRole('list', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();

  // The screen switches first and the profile is saved after: the mailer reads the profile.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/users/${uid}/locale`));
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  expect((await saved).status()).toBe(200);
  // The whole shell switches at once, without a reload.
  const cuenta = page.getByRole('list', { name: 'Cuenta' });
  await expect(cuenta.getByRole('link', { name: 'Configuración' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Descubrir' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Privacidad' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Home, after a reload: the choice is kept.
  await page.goto('/home');
  // The greeting waits for the whole dashboard, the slowest read of the app on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: /Buscar jugadores/ })).toBeVisible();
  await expect(cuenta.getByRole('link', { name: 'Inicio' })).toBeVisible();

  // The next e-mails: one the person causes (saving an activity subscription, through the API so
  // the journey does not depend on that panel's wording), and one someone else causes (a
  // connection request from the seeded organiser, a notification).
  const headers = { Authorization: `Bearer ${await idToken(page)}` };
  const subscription = {
    id: Date.now(),
    address: { name: 'Boulder, CO', description: 'Boulder, CO, USA', lat: 40.015, lng: -105.2705 },
    radius: 15,
    activities: ['Pickleball'],
    startDate: null,
    endDate: null,
  };
  const put = await page.request.put(`/api/users/${uid}/activity-subscriptions`, { headers, data: { activitySubscriptions: [subscription] } });
  expect(put.status()).toBe(200);
  const confirmation = await readMail(request, email, 'Tu suscripción a actividades está lista');
  expect(confirmation).toContain('Te avisaremos sobre Pickleball a menos de 15 millas de Boulder, CO.');
  expect(confirmation).toContain('Administra o cancela estos correos');

  const organiser = await (await browser.newContext()).newPage();
  await signInFromLogin(organiser, seeded.organizer);
  const asked = await organiser.request.post(`/api/connections/${uid}`, { headers: { Authorization: `Bearer ${await idToken(organiser)}` } });
  expect(asked.status()).toBe(201);
  const notice = await readMail(request, email, 'Nueva solicitud de conexión');
  expect(notice).toMatch(/quiere conectar contigo\./);
  expect(notice).toContain('Abrir Rally');
  expect(notice).not.toMatch(/would like to connect|Open Rally|Manage or unsubscribe/);

  // The same notification in the app, in Spanish too.
  await page.goto('/notifications');
  await expect(page.getByText('Nueva solicitud de conexión').first()).toBeVisible();
});

test('in Spanish, a refusal the server words in English reaches the form in Spanish', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Refusal');
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  // Asking oneself to be family passes the form's own checks; the API refuses it (400, in English).
  const card = page.getByRole('region', { name: 'Familiares' });
  await card.getByRole('button', { name: 'Agregar familiar' }).click();
  const row = card.getByRole('group', { name: 'Nuevo familiar 1' });
  await row.getByLabel('Parentesco').selectOption('sibling');
  await row.getByRole('radio', { name: 'Sí' }).check();
  await row.getByLabel('Buscar por correo o ID de usuario').fill(email);
  await row.getByRole('button', { name: /^Seleccionar a / }).click();
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/users\/[^/]+\/family$/.test(r.url()));
  await card.getByRole('button', { name: 'Enviar solicitud' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect((await answer.json()) as unknown).toMatchObject({ message: settingsApiMessages.familyWithSelf });

  await expect(row.getByText('No puedes agregarte a ti mismo como familiar.')).toBeVisible();
  await expect(page.getByText(settingsApiMessages.familyWithSelf)).toHaveCount(0);
});
