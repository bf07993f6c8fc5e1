import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelSideEffects, isBarrel } from './barrels';

const webSrc = path.resolve(__dirname, '../src');
const indexFiles = fs
  .readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .map((f) => path.join(webSrc, f))
  .filter(isBarrel);

describe('the SPA’s index files', () => {
  it('are found (the build treats these as free of side effects)', () => {
    expect(indexFiles.length).toBeGreaterThan(20);
    expect(isBarrel('/repo/web/src/features/events/index.ts')).toBe(true);
    expect(isBarrel('/repo/web/src/features/events/event-view.ts')).toBe(false);
    expect(isBarrel('/repo/node_modules/zod/index.ts')).toBe(false);
  });

  it('only import and re-export, so the build may drop one whose exports a route does not use', () => {
    const found = indexFiles.flatMap((file) => barrelSideEffects(file, fs.readFileSync(file, 'utf8')).map((s) => `${path.relative(webSrc, file)}: ${s}`));
    expect(found).toEqual([]);
  });

  it('names a statement that runs on import', () => {
    const source = `export { A } from './a';\nexport const B = lazy(() => import('./b'));\nregisterSomething();\nexport const C = makeC();\n`;
    expect(barrelSideEffects('index.ts', source)).toEqual(['registerSomething();', 'export const C = makeC();']);
  });
});
