import { describe, expect, it } from 'vitest';
import ngeohash from 'ngeohash';
import { cover, distanceMiles, encode } from './geo';

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
  });

  it('still covers Boulder with a 30 mile radius but uses coarser boxes', () => {
    const boxes = cover(denver.lat, denver.lng, 30);
    const hash = encode(boulder.lat, boulder.lng);
    expect(boxes.some((b) => hash.startsWith(b.prefix))).toBe(true);
    expect(boxes.length).toBeLessThanOrEqual(ngeohash.bboxes(38, -107, 41, -103, 4).length);
  });

  it('covers the whole 50 mile maximum with precision-4 cells at most', () => {
    const boxes = cover(denver.lat, denver.lng, 50);
    for (const b of boxes) expect(b.prefix.length).toBeGreaterThanOrEqual(4);
    const far = encode(40.4, -105.0); // ~46 miles north
    expect(boxes.some((b) => far.startsWith(b.prefix))).toBe(true);
  });
});
