import { expect, test } from '@playwright/test';
import { PASSWORD, readCode, uniqueEmail } from './support';

// A browser whose language is Spanish: the app starts in Spanish, before anyone has a profile.
test.use({ locale: 'es-ES' });

test('a sign-up from a Spanish browser gets its verification code, and a reset code, in Spanish', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('codigo');
  await page.goto('/sign-up');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await page.getByLabel('Código de verificación').fill(await readCode(request, email, 'Tu código de verificación de Rally'));
  await page.getByRole('button', { name: 'Verificar correo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Más información' })).toBeVisible();

  // A forgotten password, asked from the Spanish screen of a fresh visit.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/forgot-password');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código para restablecer')).toBeVisible();
  expect(await readCode(request, email, 'Restablece tu contraseña de Rally')).toMatch(/^\d{6}$/);
});
