import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { customDomainPaths, sweepRoutes, type Audience } from '@web/test/a11y-sweep-routes';
import { idToken, seeded, signInFromLogin } from './support';

/**
 * Accessibility over every route (axe-core): each path of the route table, signed out and signed
 * in, in both colour themes and both languages, with no serious or critical violation. One browser
 * context per role and language; each page is loaded once per language and checked in each theme
 * by switching the emulated system setting, which the page follows live (shared/constants/theme.ts).
 *
 * What each pass checks (docs/decisions.md, "The accessibility sweep in two languages"):
 * - English, light theme: every rule.
 * - English, dark theme: the rules that read colours. A theme changes colours only, never the DOM,
 *   and axe's colour rules were about half of each run's cost.
 * - Spanish, light theme: every rule but the colour ones (a language changes text, not colours),
 *   each path once as the person it is for (a page for anyone as the signed-in player).
 */
/** The axe build @axe-core/playwright itself brings (the root axe-core may be another version). */
const fromPlaywrightAxe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(fromPlaywrightAxe.resolve('axe-core/axe.min.js'), 'utf8');

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Check = 'all' | 'colours' | 'all but colours';
interface Pass {
  theme: 'light' | 'dark';
  check: Check;
}
const LANGUAGES = [
  { code: 'en', locale: 'en-US', passes: [{ theme: 'light', check: 'all' }, { theme: 'dark', check: 'colours' }] as Pass[] },
  { code: 'es', locale: 'es-ES', passes: [{ theme: 'light', check: 'all but colours' }] as Pass[] },
] as const;
const SEVERE = new Set(['serious', 'critical']);

type Role = 'visitor' | 'player' | 'admin';
const rolesFor: Record<Audience, Role[]> = { anyone: ['visitor', 'player'], visitor: ['visitor'], player: ['player'], admin: ['admin'] };
/** In the second language each path is swept once, by the person it is for. */
const viewerOf: Record<Audience, Role> = { anyone: 'player', visitor: 'visitor', player: 'player', admin: 'admin' };
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

/**
 * The page's requests in flight, counted from the browser's side: a step taken inside the app (no
 * load event) waits on it as `networkidle` waits after a load.
 */
function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Resolves once no request has been in flight for half a second (Playwright's networkidle window). */
async function networkQuiet(inFlight: () => number) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight() > 0) quietSince = Date.now();
  }
}

/**
 * Waits for the page to settle: requests are done (after opening a page, not after a theme switch,
 * which loads nothing), its h1 is there and no colour is mid-transition.
 */
async function settle(page: Page, inFlight?: () => number) {
  if (inFlight) await networkQuiet(inFlight);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.constructor.name === 'CSSTransition')
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Rules whose every result is minor or moderate (the rule's own impact, else its checks' highest),
 * read from axe once it is in a page. The sweep reports only serious and critical findings, so
 * running these only costs time; an axe upgrade that raises one makes it run again.
 */
let notSevere: Promise<string[]> | undefined;
function rulesNeverSevere(page: Page): Promise<string[]> {
  notSevere ??= page.evaluate(() => {
    interface Rule {
      id: string;
      impact?: string;
      any: Array<{ id: string }>;
      all: Array<{ id: string }>;
      none: Array<{ id: string }>;
    }
    const audit = (window as unknown as { axe: { _audit: { rules: Rule[]; data: { checks: Record<string, { impact?: string }> } } } }).axe._audit;
    const rank = (impact: string | undefined) => ['minor', 'moderate', 'serious', 'critical'].indexOf(impact ?? '');
    return audit.rules
      .filter((r) => (r.impact ? rank(r.impact) : Math.max(-1, ...[...r.any, ...r.all, ...r.none].map((c) => rank(audit.data.checks[c.id]?.impact)))) < 2)
      .map((r) => r.id);
  });
  return notSevere;
}

async function audit(page: Page, where: string, check: Check): Promise<Finding[]> {
  // axe goes into a page once, and each pass on it runs that copy. Legacy mode runs axe in the page
  // itself; the default opens a blank page per run to combine frames' results, and the app's pages
  // have no frames (an iframe would fail axe's own frame-tested rule here, not pass unseen).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    // A snackbar on its way out fades over 0.4 s: its colours are mid-blend, and it is no longer content.
    .exclude('[data-sonner-toast][data-removed="true"]')
    // Violations only: the passes' details cost time and are never read.
    .options({ resultTypes: ['violations'] });
  if (check === 'colours') builder = builder.withRules(COLOUR_RULES);
  else builder = builder.disableRules([...(await rulesNeverSevere(page)), ...(check === 'all but colours' ? COLOUR_RULES : [])]);
  const results = await builder.analyze();
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

/** Opens each path and runs the language's passes on it; returns what axe found. */
async function sweep(page: Page, paths: string[], label: string, language: (typeof LANGUAGES)[number]): Promise<Finding[]> {
  const { passes } = language;
  const findings: Finding[] = [];
  let theme = passes[0]!.theme;
  await page.emulateMedia({ colorScheme: theme });
  const inFlight = requestsInFlight(page);
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      // The first page loads the app; the next ones are opened inside it, as a person's next page is
      // (the router follows the history entry), without loading and starting the app again. A page
      // that sent the browser to another origin (a team's domain to the app) is left by loading.
      const sameApp = index > 0 && new URL(path, page.url()).origin === new URL(page.url()).origin;
      if (sameApp) await openInApp(page, path);
      else await page.goto(path);
      await settle(page, inFlight);
      // The page speaks the language the browser asked for.
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      // The theme left by the last page first: at most one switch per page.
      const order = passes[0]!.theme === theme ? passes : [...passes].reverse();
      for (const pass of order) {
        if (pass.theme !== theme) {
          await page.emulateMedia({ colorScheme: pass.theme });
          theme = pass.theme;
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', pass.theme);
        await settle(page);
        findings.push(...(await audit(page, `${label} ${path} [${pass.theme}]`, pass.check)));
      }
    });
  }
  return findings;
}

/** Opens a path as the app's own links do: a new history entry the router follows. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
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
    const paths = sweepRoutes
      .filter((r) => r.as !== 'redirect' && (language.code === 'en' ? rolesFor[r.as].includes(role) : viewerOf[r.as] === role))
      .map((r) => r.path);
    slicesOf(paths).forEach((slice, i, all) => {
      test(`no serious accessibility violation: ${role}, ${language.code} (${i + 1}/${all.length}: ${slice[0]} …)`, async ({ browser, sessions }) => {
        test.setTimeout(60_000 + slice.length * language.passes.length * PER_AUDIT_MS);
        const session = role === 'visitor' ? undefined : await sessions(role);
        const uid = (await sessions('player')).playerUid;
        const context = await newContext(browser, language, session);
        const page = await context.newPage();
        const findings = await sweep(page, slice.map((p) => p.replace('{playerUid}', uid)), `${role} ${language.code}`, language);
        await context.close();
        expect(report(findings)).toEqual([]);
      });
    });
  }

  test(`no serious accessibility violation on a team's own domain, ${language.code}`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + customDomainPaths.length * language.passes.length * PER_AUDIT_MS);
    const site = `http://demo-team.localhost:${new URL(baseURL!).port}`;
    const context = await newContext(browser, language);
    const page = await context.newPage();
    const findings = await sweep(page, customDomainPaths.map((p) => `${site}${p}`), `team site ${language.code}`, language);
    await context.close();
    expect(report(findings)).toEqual([]);
  });
}
