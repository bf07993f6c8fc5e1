import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { customDomainPaths, sweepRoutes, type Audience } from '@web/test/a11y-sweep-routes';
import { idToken, seeded, signInFromLogin } from './support';

/**
 * Accessibility over every route (axe-core): each path of the route table, signed out and signed
 * in, in both colour themes, with no serious or critical violation. One browser context per
 * role and language; each page is loaded once and checked in each theme by switching the emulated
 * system setting, which the page follows live (shared/constants/theme.ts).
 */
const THEMES = ['light', 'dark'] as const;
/** The languages swept: another one is a new entry here (with how a context picks it, below). */
const LANGUAGES = [{ code: 'en', locale: 'en-US' }] as const;
const SEVERE = new Set(['serious', 'critical']);

type Role = 'visitor' | 'player' | 'admin';
const rolesFor: Record<Audience, Role[]> = { anyone: ['visitor', 'player'], visitor: ['visitor'], player: ['player'], admin: ['admin'] };
const accounts: Record<Exclude<Role, 'visitor'>, string> = { player: seeded.player, admin: 'admin@example.com' };

interface Session {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The signed-in person's id (the sweep fills {playerUid} with the player's). */
  playerUid: string;
}

/** Each worker signs in once per role; its tests open contexts from the saved state. */
const test = base.extend<object, { sessions: (role: Exclude<Role, 'visitor'>) => Promise<Session> }>({
  sessions: [
    async ({ browser }, use) => {
      const made = new Map<string, Promise<Session>>();
      const signIn = async (role: Exclude<Role, 'visitor'>): Promise<Session> => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInFromLogin(page, accounts[role]);
        const token = await idToken(page);
        const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
        const session = { state: await context.storageState(), playerUid: claims.sub };
        await context.close();
        return session;
      };
      await use((role) => {
        if (!made.has(role)) made.set(role, signIn(role));
        return made.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
});

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Waits for the page to settle: its h1 is there, requests are done and no colour is mid-transition. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.constructor.name === 'CSSTransition')
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  // Violations only: the passes' details cost time and are never read.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => SEVERE.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 3).join(' ') ?? ''}`),
    }));
}

/** Opens each path and checks it in every theme; returns what axe found. */
async function sweep(page: Page, paths: string[], label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  let theme: (typeof THEMES)[number] = 'light';
  await page.emulateMedia({ colorScheme: theme });
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      // The light theme first on one page, the dark first on the next: one switch per page.
      const order = theme === 'light' ? THEMES : [...THEMES].reverse();
      for (const next of order) {
        if (next !== theme) {
          await page.emulateMedia({ colorScheme: next });
          theme = next;
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', next);
        await settle(page);
        findings.push(...(await audit(page, `${label} ${path} [${next}]`)));
      }
    });
  }
  return findings;
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`);

async function newContext(browser: Browser, language: (typeof LANGUAGES)[number], session?: Session) {
  return browser.newContext({ locale: language.locale, colorScheme: 'light', ...(session ? { storageState: session.state } : {}) });
}

test.describe.configure({ mode: 'parallel' });

/** Pages per test: each test is a bounded walk, and the two workers share the slices. */
const SLICE = 6;
/**
 * Per page and theme, on a loaded 2-core machine, where one axe run took up to 35 s (a quiet one: about
 * 1 s); only a broken page waits this long.
 */
const PER_AUDIT_MS = 45_000;
const slicesOf = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

for (const language of LANGUAGES) {
  for (const role of ['visitor', 'player', 'admin'] as const) {
    const paths = sweepRoutes.filter((r) => r.as !== 'redirect' && rolesFor[r.as].includes(role)).map((r) => r.path);
    slicesOf(paths).forEach((slice, i, all) => {
      test(`no serious accessibility violation: ${role}, ${language.code} (${i + 1}/${all.length}: ${slice[0]} …)`, async ({ browser, sessions }) => {
        test.setTimeout(60_000 + slice.length * THEMES.length * PER_AUDIT_MS);
        const session = role === 'visitor' ? undefined : await sessions(role);
        const uid = (await sessions('player')).playerUid;
        const context = await newContext(browser, language, session);
        const page = await context.newPage();
        const findings = await sweep(page, slice.map((p) => p.replace('{playerUid}', uid)), `${role} ${language.code}`);
        await context.close();
        expect(report(findings)).toEqual([]);
      });
    });
  }

  test(`no serious accessibility violation on a team's own domain, ${language.code}`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + customDomainPaths.length * THEMES.length * PER_AUDIT_MS);
    const site = `http://demo-team.localhost:${new URL(baseURL!).port}`;
    const context = await newContext(browser, language);
    const page = await context.newPage();
    const findings = await sweep(page, customDomainPaths.map((p) => `${site}${p}`), `team site ${language.code}`);
    await context.close();
    expect(report(findings)).toEqual([]);
  });
}
