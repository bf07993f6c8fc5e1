import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { rallyPlugin } from '../../tools/eslint-rally.js';

// RuleTester reports through the test runner's hooks.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const { rules } = rallyPlugin(root);
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

tester.run('rally/aliases', rules.aliases, {
  valid: [
    // Within its folder, one step up is fine; so is a sibling.
    { code: "import { x } from '../lib/toast';", filename: at('web/src/features/teams/team.tsx') },
    { code: "import { x } from './a';", filename: at('shared/schemas/team.ts') },
    { code: "import { x } from '@shared/api/routes';", filename: at('lambdas/http/teams/get.ts') },
    // Folders without an alias keep their relative paths.
    { code: "import { x } from '../../data/teams';", filename: at('lambdas/domain/teams/teams.ts') },
    { code: "import { x } from '../../lambdas/data/teams';", filename: at('test/integration/teams.test.ts') },
    // Root config files load before any alias exists.
    { code: "import { x } from './shared/api/routes';", filename: at('vite.config.ts') },
    // Packages are not ours.
    { code: "import { z } from 'zod';", filename: at('web/src/app/app.tsx') },
  ],
  invalid: [
    {
      code: "import { routes } from '../../shared/api/routes';",
      filename: at('lambdas/http/router.ts'),
      errors: [{ messageId: 'useAlias' }],
      output: "import { routes } from '@shared/api/routes';",
    },
    {
      code: 'import { toast } from "../../../lib/toast";',
      filename: at('web/src/features/teams/page/team-page.tsx'),
      errors: [{ messageId: 'useAlias' }],
      output: 'import { toast } from "@web/lib/toast";',
    },
    {
      code: "export * from '../../shared/schemas/team';",
      filename: at('lib/config/teams.ts'),
      errors: [{ messageId: 'useAlias' }],
      output: "export * from '@shared/schemas/team';",
    },
    {
      code: "const page = () => import('../../web/src/app/app');",
      filename: at('test/perf/app.ts'),
      errors: [{ messageId: 'useAlias' }],
      output: "const page = () => import('@web/app/app');",
    },
    {
      code: "vi.mock('../../../lib/toast');",
      filename: at('web/src/features/teams/page/team-page.test.tsx'),
      errors: [{ messageId: 'useAlias' }],
      output: "vi.mock('@web/lib/toast');",
    },
  ],
});

tester.run('rally/imports', rules.imports, {
  valid: [
    { code: "import { x } from '@shared/api/routes';", filename: at('web/src/features/teams/team.tsx') },
    { code: "import { x } from '@web/components/list-states';", filename: at('web/src/features/teams/team.tsx') },
    { code: "import { x } from '../data/teams';", filename: at('lambdas/domain/teams.ts') },
  ],
  invalid: [
    { code: "import { x } from '@web/features/events/event-page';", filename: at('web/src/features/teams/team.tsx'), errors: [{ messageId: 'crossing' }] },
    { code: "import { x } from '../../lambdas/data/teams';", filename: at('shared/schemas/team.ts'), errors: [{ messageId: 'crossing' }] },
    { code: "import { x } from '@web/lib/toast';", filename: at('lambdas/http/x.ts'), errors: [{ messageId: 'crossing' }] },
  ],
});
