import { stripVTControlCharacters } from 'node:util';

/**
 * The lines of a Vite/rolldown build log that are warnings: Vite's "(!)" notices, rolldown's
 * "[CODE]" diagnostics and anything saying warn. Progress lines ("✓ built in", file sizes) are not.
 */
export function warningLines(log: string): string[] {
  return log
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trimEnd())
    .filter((line) => /^\(!\)|^\[[A-Z][A-Z_]+\]|\bwarn(ing)?\b/i.test(line.trim()));
}
