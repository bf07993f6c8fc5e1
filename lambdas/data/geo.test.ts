import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ngeohash from 'ngeohash';
import { cellOf, cover, distanceMiles, encode, MAX_QUERIES, rangeEnd, spanMinus, type CoverBox, type KeySpan } from './geo';

const inRange = (hash: string, boxes: CoverBox[]) =>
  boxes.some((b) => cellOf(hash) === b.cell && hash >= b.start && hash <= rangeEnd(b.end));

const denver = { lat: 39.7392, lng: -104.9903 };
const boulder = { lat: 40.015, lng: -105.2705 };

describe('geo', () => {
  it('measures Denver to Boulder as about 24 miles', () => {
    expect(distanceMiles(denver, boulder)).toBeGreaterThan(23);
    expect(distanceMiles(denver, boulder)).toBeLessThan(26);
  });

  it('covers a 15 mile circle with a small number of boxes that include points inside it', () => {
    const boxes = cover(denver.lat, denver.lng, 15);
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length).toBeLessThanOrEqual(24);
    const inside = encode(39.8, -105.05); // about 5 miles from downtown
    expect(boxes.some((b) => inside.startsWith(b.prefix))).toBe(true);
    for (const b of boxes) expect(b.prefix.startsWith(b.cell)).toBe(true);
    expect(inRange(inside, boxes)).toBe(true);
  });

  it('still covers Boulder with a 30 mile radius but uses coarser boxes', () => {
    const boxes = cover(denver.lat, denver.lng, 30);
    const hash = encode(boulder.lat, boulder.lng);
    expect(boxes.some((b) => hash.startsWith(b.prefix))).toBe(true);
    expect(inRange(hash, boxes)).toBe(true);
    expect(boxes.length).toBeLessThanOrEqual(ngeohash.bboxes(38, -107, 41, -103, 4).length);
  });

  it('covers the whole 50 mile maximum with precision-4 cells at most', () => {
    const boxes = cover(denver.lat, denver.lng, 50);
    for (const b of boxes) expect(b.prefix.length).toBeGreaterThanOrEqual(4);
    const far = encode(40.4, -105.0); // ~46 miles north
    expect(boxes.some((b) => far.startsWith(b.prefix))).toBe(true);
  });

  it('never misses a point inside the circle (property, US-wide centres, 1-50 miles)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 49, noNaN: true }),
        fc.double({ min: -124, max: -67, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, radius, fraction, bearing) => {
          const boxes = cover(lat, lng, radius);
          const d = radius * fraction;
          const p = {
            lat: lat + (d / 69.055) * Math.cos(bearing),
            lng: lng + (d / (69.055 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing),
          };
          if (distanceMiles({ lat, lng }, p) > radius) return;
          expect(inRange(encode(p.lat, p.lng), boxes)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it(`uses at most ${MAX_QUERIES} queries up to 10 miles, each range inside one partition`, () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 49, noNaN: true }),
        fc.double({ min: -124, max: -67, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        (lat, lng, radius) => {
          const boxes = cover(lat, lng, radius);
          expect(boxes.length).toBeLessThanOrEqual(MAX_QUERIES);
          for (const b of boxes) {
            expect(cellOf(b.start)).toBe(b.cell);
            expect(cellOf(b.end)).toBe(b.cell);
            expect(b.start <= b.end).toBe(true);
            expect(b.start.startsWith(b.prefix) && b.end.startsWith(b.prefix)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spanMinus', () => {
  const chars = '0123456789bcdefghjkmnpqrstuvwxyz';
  const arbPrefix = fc.array(fc.constantFrom(...'0z9b'.split('')), { minLength: 1, maxLength: 3 }).map((cs) => `9x${cs.join('')}`);
  const arbSpan = fc.tuple(arbPrefix, arbPrefix).map(([a, b]): KeySpan => (a <= b ? { from: a, to: `${b}~` } : { from: b, to: `${a}~` }));
  const arbHash = fc.array(fc.constantFrom(...chars.split('')), { minLength: 7, maxLength: 7 }).map((cs) => `9x${cs.join('')}`);
  const inSpan = (h: string, s: KeySpan) => h >= s.from && h <= s.to;

  it('keeps exactly the hashes of the span that no done span holds, each in one piece', () => {
    fc.assert(
      fc.property(arbSpan, fc.array(arbSpan, { maxLength: 4 }), fc.array(arbHash, { minLength: 20, maxLength: 60 }), (span, done, hashes) => {
        const pieces = spanMinus(span, done);
        for (const p of pieces) expect(p.from <= p.to).toBe(true);
        for (const h of hashes) {
          const want = inSpan(h, span) && !done.some((d) => inSpan(h, d));
          expect(pieces.filter((p) => inSpan(h, p)).length).toBe(want ? 1 : 0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves a span whole when nothing overlaps it, and nothing when a done span holds it', () => {
    expect(spanMinus({ from: '9xj5', to: '9xj7~' }, [{ from: '9xj8', to: '9xj9~' }])).toEqual([{ from: '9xj5', to: '9xj7~' }]);
    expect(spanMinus({ from: '9xj5', to: '9xj7~' }, [{ from: '9xj', to: '9xj~' }])).toEqual([]);
    expect(spanMinus({ from: '9xj0', to: '9xjz~' }, [{ from: '9xj5', to: '9xj6~' }])).toEqual([
      { from: '9xj0', to: '9xj4~' },
      { from: '9xj7', to: '9xjz~' },
    ]);
  });
});
