import { describe, expect, it } from 'vitest';
import { findClashes, travelMinutes, type ClashOccurrence } from './clashes';

const field = { name: 'North Field', lat: 40.0, lng: -105.0 };
const farField = { name: 'East Park', lat: 40.0, lng: -104.65 }; // about 18.5 miles east
const ann = { uid: 'ann', name: 'Ann', driven: true };
const ben = { uid: 'ben', name: 'Ben', driven: true };
const mom = { uid: 'mom', name: 'Mom', driven: false };
const dad = { uid: 'dad', name: 'Dad', driven: false };

const occ = (key: string, start: string, end: string, people: ClashOccurrence['people'], place = field): ClashOccurrence => ({
  key,
  title: key,
  start,
  end,
  place,
  people,
});

describe('findClashes', () => {
  it('flags two occurrences of the same person that overlap, naming both', () => {
    const clashes = findClashes([
      occ('B', '2026-12-05T10:30:00Z', '2026-12-05T12:00:00Z', [ann]),
      occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [ann]),
    ]);
    expect(clashes).toEqual([
      expect.objectContaining({ kind: 'overlap', first: 'A', second: 'B', personIds: ['ann'], message: 'Clash: A overlaps B' }),
    ]);
  });

  it('flags two driven children at overlapping games in different places', () => {
    const clashes = findClashes([
      occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [ann]),
      occ('B', '2026-12-05T10:30:00Z', '2026-12-05T11:30:00Z', [ben], farField),
    ]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({ kind: 'overlap', personIds: ['ann', 'ben'] });
  });

  it('flags a gap shorter than the drive (distance at 30 mph plus 10 minutes)', () => {
    const needed = travelMinutes(field, farField);
    expect(needed).toBeGreaterThan(45);
    expect(needed).toBeLessThan(50);
    const clashes = findClashes([
      occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [ann]),
      occ('B', '2026-12-05T11:30:00Z', '2026-12-05T12:30:00Z', [ann], farField),
    ]);
    expect(clashes).toEqual([expect.objectContaining({ kind: 'travel', first: 'A', second: 'B', travelMinutes: needed })]);
    expect(clashes[0]!.message).toMatch(/^Too little travel time between A \(North Field\) and B \(East Park\)/);
  });

  it('finds none when the gap covers the drive, at the same venue back to back, or for adults who drive themselves', () => {
    expect(
      findClashes([
        occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [ann]),
        occ('B', '2026-12-05T12:00:00Z', '2026-12-05T13:00:00Z', [ann], farField),
      ]),
    ).toEqual([]);
    expect(
      findClashes([
        occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [ann]),
        occ('B', '2026-12-05T11:00:00Z', '2026-12-05T12:00:00Z', [ann]),
      ]),
    ).toEqual([]);
    expect(
      findClashes([
        occ('A', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [mom]),
        occ('B', '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', [dad], farField),
      ]),
    ).toEqual([]);
  });
});
