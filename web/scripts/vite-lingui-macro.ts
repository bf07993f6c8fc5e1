import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

/** Sources that use a Lingui macro (`@lingui/react/macro`, `@lingui/core/macro`); nothing else pays for Babel. */
const usesMacro = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

/**
 * Compiles Lingui's macros (Trans, t, plural, useLingui) into runtime calls with message ids before
 * the React plugin sees the file. @vitejs/plugin-react 6 no longer runs Babel, and its Babel bridge
 * (@rolldown/plugin-babel) needs Node 22; this runs the one macro plugin through @babel/core, on the
 * files that import a macro, and leaves TypeScript and JSX for Vite's own transform. In production
 * the macro drops the English text from the code: it lives in the English catalogue instead.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'rally-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !usesMacro.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro],
      });
      if (!result?.code) throw new Error(`${file}: the Lingui macro produced no code`);
      return { code: result.code, map: result.map };
    },
  };
}
