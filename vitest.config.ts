import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './web/scripts/vite-lingui-macro.ts';

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
          // They run beside the integration files and the e2e lane on 2 cores: a property test or a
          // first load of a large package (the gazetteer) took 6-7 s there against a 1 s quiet run.
          testTimeout: 30_000,
        },
      },
      {
        // The same Lingui steps as the app's build (vite.config.ts): macros, then .po catalogues.
        plugins: [linguiMacroPlugin(), react(), lingui()],
        resolve,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // In `npm test` these run beside the e2e lane on 2 cores, where a form journey in jsdom
          // takes 5-7 s; the budget only costs time when a test is already failing.
          testTimeout: 30_000,
        },
      },
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
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // lambdas.test.ts bundles every Lambda once in its hook: past 180 s on a loaded 2-core machine.
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
