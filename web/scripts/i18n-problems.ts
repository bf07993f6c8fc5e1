/** What web/scripts/check-i18n.ts compares: message ids with their English text, per catalogue. */
export interface CatalogueEntry {
  message?: string | undefined;
  translation?: string | undefined;
}

/**
 * The catalogue rules `npm test` keeps: every message the code uses is in every language's
 * catalogue, and no translation is empty (the source language's entry is its own text).
 * Entries the code no longer uses are reported too, so a catalogue does not fill with dead text.
 */
export function catalogueProblems(
  used: Record<string, { message?: string | undefined }>,
  catalogues: Record<string, Record<string, CatalogueEntry>>,
  sourceLocale: string,
): string[] {
  const problems: string[] = [];
  const label = (id: string) => JSON.stringify(used[id]?.message ?? id);
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const id of Object.keys(used)) {
      const entry = catalogue[id];
      if (!entry) problems.push(`${locale}: ${label(id)} is used in the code but missing from the catalogue (run npm run i18n:extract)`);
      else if (locale !== sourceLocale && !entry.translation?.trim()) problems.push(`${locale}: ${label(id)} has no translation`);
    }
    for (const id of Object.keys(catalogue)) {
      if (!(id in used)) problems.push(`${locale}: ${JSON.stringify(catalogue[id]?.message ?? id)} is in the catalogue but no longer in the code (run npm run i18n:extract)`);
    }
  }
  return problems;
}
