import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Sources that use a Lingui macro (`@lingui/react/macro`, `@lingui/core/macro`); nothing else pays for Babel. */
const usesMacro = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

const keyName = (property: t.ObjectProperty): string | undefined =>
  t.isIdentifier(property.key) ? property.key.name : t.isStringLiteral(property.key) ? property.key.value : undefined;

/**
 * Every message descriptor the macro wrote (`{ id, message }`) carries its English text compiled,
 * in the form a compiled catalogue holds (`["Hi ", ["name"]]`), and no translator comment. Lingui
 * answers a message missing from the active catalogue with the descriptor's own message, so English
 * needs no catalogue at all: each chunk brings the text it shows, and a first visit in English
 * fetches and parses no 150 KB catalogue of the whole app before its first paint. Compiled here, at
 * build time, because the runtime has no message compiler (it would only warn and show the ICU source).
 */
export const inlineEnglish: PluginObj = {
  name: 'rally-inline-english',
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          ObjectExpression(path) {
            // The macro marks each descriptor it writes; an object of the file's own keeps its text.
            if (!path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return;
            const properties = path.node.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p));
            const id = properties.find((p) => keyName(p) === 'id');
            const message = properties.find((p) => keyName(p) === 'message');
            if (!id || !t.isStringLiteral(id.value) || !message || !t.isStringLiteral(message.value)) return;
            message.value = t.valueToNode(compileMessage(message.value.value));
            path.node.properties = path.node.properties.filter((p) => !(t.isObjectProperty(p) && keyName(p) === 'comment'));
          },
        });
      },
    },
  },
};

/**
 * Compiles Lingui's macros (Trans, t, plural, useLingui) into runtime calls with message ids before
 * the React plugin sees the file. @vitejs/plugin-react 6 no longer runs Babel, and its Babel bridge
 * (@rolldown/plugin-babel) needs Node 22; this runs the one macro plugin through @babel/core, on the
 * files that import a macro, and leaves TypeScript and JSX for Vite's own transform. With
 * `inlineEnglish` the English text stays in the code, compiled; without it the code keeps message
 * ids only and English comes from its catalogue, like every other language.
 */
export function linguiMacroPlugin({ inlineEnglish: inline }: { inlineEnglish: boolean }): Plugin {
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
        plugins: inline ? [[linguiMacro, { stripMessageField: false }], inlineEnglish] : [[linguiMacro, { stripMessageField: true }]],
      });
      if (!result?.code) throw new Error(`${file}: the Lingui macro produced no code`);
      return { code: result.code, map: result.map };
    },
  };
}
