import { i18n, messageIdOf } from './i18n';

/** A message with its numbers taken out: `{0}`, `{1}` in their place, and the numbers as values. */
function numbersOut(english: string): { template: string; values: Record<string, string> } | undefined {
  const values: Record<string, string> = {};
  let count = 0;
  const template = english.replace(/\d+/g, (number) => {
    values[count] = number;
    return `{${count++}}`;
  });
  return count > 0 ? { template, values } : undefined;
}

const known = (id: string | undefined): id is string => id !== undefined && i18n.messages[id] !== undefined;

/**
 * Text the server and `shared/` write in English (API error messages and issues, the shared zod
 * schemas' messages, shared lists) in the app's language. server-text-catalogue.ts puts each such
 * string in the catalogue word for word; Lingui's id is a hash of the English text, so the lookup
 * hashes the string and asks the loaded catalogue, with no table of strings at run time. A message
 * whose only values are numbers is found through its template ("At most {0} characters").
 * English text is returned as it came, and so is anything the catalogue does not know (a message
 * with words filled in, a name someone typed, text already translated).
 */
export function serverText(english: string): string {
  const id = messageIdOf(english);
  if (id === undefined) return english;
  if (known(id)) return i18n._(id);
  const numbered = numbersOut(english);
  if (!numbered) return english;
  const templateId = messageIdOf(numbered.template);
  return known(templateId) ? i18n._(templateId, numbered.values) : english;
}

/** `serverText` for an optional message (a form field's error). */
export function serverTextOf(english: string | undefined): string | undefined {
  return english === undefined ? undefined : serverText(english);
}
