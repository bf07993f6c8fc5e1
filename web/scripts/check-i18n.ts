/**
 * Fails (exit 1) when the UI uses a message that a language's catalogue lacks, when a Spanish entry
 * is missing or empty, or when a catalogue keeps text the code no longer uses. Run by `npm run lint`.
 *
 *   npx tsx web/scripts/check-i18n.ts
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { fileURLToPath } from 'node:url';
import { catalogueProblems } from './i18n-problems';

const config = getConfig({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const problems: string[] = [];
for (const catalog of await getCatalogs(config)) {
  const used = (await catalog.collect()) ?? {};
  const catalogues = await catalog.readAll(config.locales);
  problems.push(...catalogueProblems(used, catalogues, config.sourceLocale ?? 'en').map((p) => `${catalog.path}: ${p}`));
}
if (problems.length) {
  console.error(`The message catalogues are out of step with the code (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Message catalogues: every message in the code is in every language.');
