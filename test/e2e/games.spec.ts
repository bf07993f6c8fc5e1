import { expect, test, type Page } from '@playwright/test';
import { idToken, seeded, signInFromLogin } from './support';

/** An event of the organiser's, one week out, with a four-player game, made through the API. */
async function eventWithGame(page: Page): Promise<{ eventId: string }> {
  const headers = { Authorization: `Bearer ${await idToken(page)}` };
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(18, 0, 0, 0);
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      title: `E2E playoff night ${Date.now().toString(36)}`,
      gameType: 'Pickleball',
      dateStart: start.toISOString(),
      timeZone: 'America/Denver',
      duration: { hours: 2, minutes: 0 },
      location: { name: 'Congress Park Courts', lat: 39.7296, lng: -104.9573 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: eventId } = (await created.json()) as { id: string };
  const game = await page.request.post(`/api/events/${eventId}/games`, {
    headers,
    data: {
      name: 'Round robin',
      participants: [
        { id: 'ann', name: 'Ann' },
        { id: 'bo', name: 'Bo' },
        { id: 'cy', name: 'Cy' },
        { id: 'di', name: 'Di' },
      ],
    },
  });
  expect(game.ok(), await game.text()).toBe(true);
  return { eventId };
}

test('the organiser runs a playoff: generate, score, reset, delete back to the source game', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  const { eventId } = await eventWithGame(page);

  await page.goto(`/event/${eventId}/manage`);
  const games = page.getByRole('region', { name: 'Games', exact: true });
  await expect(games.getByRole('heading', { level: 3, name: 'Round robin' })).toBeVisible();
  await expect(games.getByRole('list', { name: 'Players in Round robin' }).getByRole('listitem')).toHaveCount(4);

  // Generate a bracket in seed order: 1 v 4, 2 v 3.
  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const playoffTab = games.getByRole('button', { pressed: true });
  await expect(playoffTab).toContainText(/playoff/i);
  const firstMatch = games.getByRole('group', { name: /^Match 1: / }).first();
  await expect(firstMatch).toBeVisible();
  const label = (await firstMatch.getAttribute('aria-label')) ?? '';
  const match = games.getByRole('group', { name: label, exact: true });
  const [, a = '', b = ''] = /^Match 1: (.+) vs (.+)$/.exec(label) ?? [];

  // Record a result: the winner advances.
  await match.getByLabel(`Score for ${a}`).fill('21');
  await match.getByLabel(`Score for ${b}`).fill('15');
  await match.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText('Result saved')).toBeVisible();
  await expect(match.getByLabel('score 21')).toBeVisible();

  // Reset clears the scores.
  await games.getByRole('button', { name: 'Reset bracket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset bracket' }).click();
  await expect(page.getByText('Bracket reset')).toBeVisible();
  await expect(match.getByLabel('score 21')).toHaveCount(0);

  // Deleting the playoff selects its source game again.
  await games.getByRole('button', { name: 'Delete game' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(games.getByRole('heading', { level: 3, name: 'Round robin' })).toBeVisible();
  await expect(games.getByRole('button', { name: 'Round robin', pressed: true })).toBeVisible();
  // The playoff's tab is gone from the list (the source game's "Generate playoff bracket" button is not a tab).
  await expect(games.getByRole('list', { name: 'Games of this event' }).getByRole('button', { name: /playoff/i })).toHaveCount(0);
});
