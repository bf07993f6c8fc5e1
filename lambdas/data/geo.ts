import ngeohash from 'ngeohash';

/**
 * Geo access pattern (DESIGN §5): items store a fine geohash (precision 9) and a coarse cell
 * (precision 4, about 39 x 20 km) as the byGeo partition. A search circle is covered by
 * geohash boxes at the finest precision that keeps the query count small; each box becomes
 * one Query (partition = its precision-4 parent, sort key begins_with the box), run in
 * parallel, then results are filtered by true distance. Never a Scan.
 */
export const CELL_PRECISION = 4;
export const HASH_PRECISION = 9;
const MAX_BOXES = 24;
const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LAT = 69.055;

export const encode = (lat: number, lng: number) => ngeohash.encode(lat, lng, HASH_PRECISION);
export const cellOf = (hash: string) => hash.slice(0, CELL_PRECISION);

export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface CoverBox {
  /** byGeo partition: the precision-4 cell. */
  cell: string;
  /** Sort-key prefix: the covering box (precision 4..6). */
  prefix: string;
}

/** Geohash boxes that together cover the circle, as few queries as the budget allows. */
export function cover(lat: number, lng: number, radiusMiles: number): CoverBox[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const dLng = radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const box = [Math.max(lat - dLat, -90), Math.max(lng - dLng, -180), Math.min(lat + dLat, 90), Math.min(lng + dLng, 180)] as const;
  for (let precision = 6; precision >= CELL_PRECISION; precision--) {
    const hashes = ngeohash.bboxes(box[0], box[1], box[2], box[3], precision);
    if (hashes.length <= MAX_BOXES || precision === CELL_PRECISION) {
      return hashes.map((prefix) => ({ cell: cellOf(prefix), prefix }));
    }
  }
  return [];
}
