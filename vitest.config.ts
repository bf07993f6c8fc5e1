import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './web/scripts/vite-lingui-macro.ts';

/**
 * Web test files that replace a module (`vi.mock`) run each in a fresh module graph; the others share
 * one per worker. Isolation costs a new jsdom, a new React and Testing Library, and the i18n catalogue
 * for every file: measured on 40 files it was three quarters of their CPU time. A mocked module would
 * leak from one file into the next one the same worker runs, so those files keep it.
 */
const webTestFiles = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `web/src/${file.split(sep).join('/')}`)
  .sort();
const replacesAModule = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const webShared = webTestFiles.filter((file) => !replacesAModule(file));
const webIsolated = webTestFiles.filter(replacesAModule);

/** Every project resolves the path aliases (@shared/*, @web/*) from compilerOptions.paths in tsconfig.json. */
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{lambdas,shared,lib,bin}/**/*.test.ts', 'web/scripts/**/*.test.ts'],
          // One module graph per worker: none of these files replaces a module, and a fresh graph per
          // file was most of their time (70 s against 17 s for the 83 files on a quiet machine).
          isolate: false,
          // They run beside the integration files and the e2e lane on 2 cores: a property test or a
          // first load of a large package (the gazetteer) took 6-7 s there against a 1 s quiet run.
          testTimeout: 30_000,
        },
      },
      webProject('web', webShared, false),
      webProject('web-mocks', webIsolated, true),
      {
        resolve,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/worker-setup.ts'],
          // Sized for a loaded 2-core CI machine: some journeys take 20 s there (docs/decisions.md).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One stack, shared: files run one after another so mail-store reads stay unambiguous.
          fileParallelism: false,
          // The handlers and the SDK load once, not once per file; the files share one stack anyway.
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          // The CDK app and the bundler load once per worker, not once per file: 112 s against 63 s quiet.
          isolate: false,
          testTimeout: 120_000,
          // lambdas.test.ts bundles every Lambda once in its hook: past 180 s on a loaded 2-core machine.
          hookTimeout: 600_000,
        },
      },
    ],
  },
});

/** A web project: jsdom, the app's setup, and the same Lingui steps as the app's build (vite.config.ts): macros, then .po catalogues. */
function webProject(name: string, include: string[], isolate: boolean) {
  return {
    plugins: [linguiMacroPlugin({ inlineEnglish: true }), react(), lingui()],
    define: { __RALLY_ENGLISH_CATALOGUE__: 'false' },
    resolve,
    test: {
      name,
      environment: 'jsdom',
      include,
      isolate,
      setupFiles: ['web/src/test/setup.ts'],
      // In `npm test` these run beside the e2e lane on 2 cores, where a form journey in jsdom
      // takes 5-7 s; the budget only costs time when a test is already failing.
      testTimeout: 30_000,
    },
  };
}
