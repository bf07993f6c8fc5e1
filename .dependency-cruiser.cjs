// @ts-check
/**
 * Import layers and cycles (DESIGN §2, HOUSE-RULES 5 and 8), checked by `npm run lint:deps`.
 * ESLint's rally/imports rule keeps the zones apart (shared imports nothing of ours, web and
 * lambdas never import each other); these rules keep the layers inside them:
 * - lambdas: http → domain → data; lambdas/lib and lambdas/data sit below the domain; AWS SDK
 *   clients only where adapters live (lambdas/data, lambdas/lib, the local twins in lib/local);
 * - web: app → features → components → lib; a feature never imports another one;
 * - nowhere an import cycle (type-only imports count: a cycle of types is still a knot to undo).
 *
 * Every rule is an error with no baseline: a new violation fails `npm run lint`.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Everything our own code and tests are made of (what `npm run lint:deps` cruises). */
const OURS = '^(lambdas|shared|lib|bin|web/src|web/scripts|test)/';

/** The HTTP layer of lambdas and the other entry points that sit beside it (they call the domain). */
const LAMBDA_ENTRIES = '^lambdas/(http|middleware|ws|jobs|webhooks|schedules|triggers)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: break it by moving what both sides need below them, or by passing it in.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },

    // ---- lambdas: http → domain → data --------------------------------------------------------
    {
      name: 'lambdas-domain-not-to-http',
      comment: 'The domain never leans on HTTP: errors and the caller type live in lambdas/lib or the domain; the middleware maps them to responses.',
      severity: 'error',
      from: { path: '^lambdas/domain/' },
      to: { path: LAMBDA_ENTRIES },
    },
    {
      name: 'lambdas-data-and-lib-not-to-domain',
      comment: 'lambdas/data and lambdas/lib sit below the domain: the domain depends on them (on ports in lambdas/lib), never the other way.',
      severity: 'error',
      from: { path: '^lambdas/(data|lib)/' },
      to: { path: '^lambdas/domain/' },
    },
    {
      name: 'lambdas-data-and-lib-not-to-entries',
      comment: 'lambdas/data and lambdas/lib never import the HTTP layer or the other entry points.',
      severity: 'error',
      from: { path: '^lambdas/(data|lib)/' },
      to: { path: LAMBDA_ENTRIES },
    },
    {
      name: 'lambdas-http-not-to-data',
      comment: 'A route calls the domain, which calls data: the HTTP layer never reads the table itself.',
      severity: 'error',
      from: { path: '^lambdas/http/' },
      to: { path: '^lambdas/data/' },
    },
    {
      name: 'aws-sdk-only-in-adapters',
      comment: 'AWS SDK clients live in lambdas/data (DynamoDB) and lambdas/lib (the other services), and in lib/local (the local twins) and tests.',
      severity: 'error',
      from: { path: OURS, pathNot: ['^lambdas/(data|lib)/', '^lib/local/', '^test/', '\\.test\\.tsx?$'] },
      to: { path: '^node_modules/@aws-sdk/' },
    },

    // ---- web: app → features → components → lib -----------------------------------------------
    {
      name: 'web-feature-not-to-other-feature',
      comment: 'Features never import each other: routes in web/src/app compose them, and what two need moves to web/src/components or web/src/lib.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-components-and-lib-not-to-features',
      comment: 'The kit (web/src/components) and web/src/lib serve every feature and know none.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-lib-not-to-components',
      comment: 'web/src/lib sits below the components: hooks, the API client and helpers render nothing.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/components/' },
    },
    {
      name: 'web-not-to-app',
      comment: 'web/src/app composes features into routes; nothing below it imports it.',
      severity: 'error',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: '^web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^web/dist/', '^cdk\\.out/', '^\\.data/', '^test/fixtures/web-dist/'] },
    tsPreCompilationDeps: true,
    // Its compilerOptions.paths resolve the aliases (@shared/*, @web/*), so the rules see through them.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
