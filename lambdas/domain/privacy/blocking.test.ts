import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBlocked, blockedSetOf, withoutBlocked } from './blocking';

/** A small world: people p0..pN-1, directed blocks between them, and items each owned by one person. */
const world = fc.integer({ min: 2, max: 8 }).chain((n) => {
  const person = fc.integer({ min: 0, max: n - 1 }).map((i) => `p${i}`);
  return fc.record({
    people: fc.constant(Array.from({ length: n }, (_, i) => `p${i}`)),
    blocks: fc.uniqueArray(fc.tuple(person, person), { maxLength: n * 2, selector: ([a, b]) => `${a}>${b}` }).map((pairs) => pairs.filter(([a, b]) => a !== b)),
    items: fc.array(fc.record({ id: fc.uuid(), owner: fc.option(person, { nil: null }) }), { maxLength: 20 }),
  });
});

type World = { people: string[]; blocks: Array<[string, string]>; items: Array<{ id: string; owner: string | null }> };

/** What `blockedAround` reads for one person, taken from the graph: whom they blocked, who blocked them. */
const aroundOf = (w: World, uid: string) =>
  blockedSetOf(
    w.blocks.filter(([a]) => a === uid).map(([, b]) => b),
    w.blocks.filter(([, b]) => b === uid).map(([a]) => a),
  );

const isPair = (w: World, x: string, y: string) => w.blocks.some(([a, b]) => (a === x && b === y) || (a === y && b === x));

describe('the block rule over random graphs of people and blocks', () => {
  it('shows a reader exactly the items of people with no block between them, either way, in order', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const reader of w.people) {
          const shown = withoutBlocked(w.items, aroundOf(w, reader), (i) => i.owner);
          const expected = w.items.filter((i) => i.owner === null || !isPair(w, reader, i.owner));
          expect(shown).toEqual(expected);
        }
      }),
    );
  });

  it('works both ways: x sees y’s things exactly when y sees x’s', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const x of w.people) {
          for (const y of w.people) {
            expect(aroundOf(w, x).has(y)).toBe(aroundOf(w, y).has(x));
          }
        }
      }),
    );
  });

  it('never hides a person’s own things from them, nor anything when nobody blocked anyone', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const reader of w.people) {
          const own = w.items.filter((i) => i.owner === reader);
          expect(withoutBlocked(own, aroundOf(w, reader), (i) => i.owner)).toEqual(own);
          expect(withoutBlocked(w.items, aroundOf({ ...w, blocks: [] }, reader), (i) => i.owner)).toEqual(w.items);
        }
      }),
    );
  });

  it('refuses reaching a group (a team’s owners and admins) when any one of them is in a block pair with the caller', () => {
    fc.assert(
      fc.property(world, fc.array(fc.nat(), { maxLength: 4 }), (w, picks) => {
        const group = picks.map((p) => w.people[p % w.people.length]!);
        for (const caller of w.people) {
          const others = group.filter((g) => g !== caller);
          expect(anyBlocked(others, aroundOf(w, caller))).toBe(others.some((g) => isPair(w, caller, g)));
        }
      }),
    );
  });
});
