/**
 * Synthetic event points for the geo benchmark: clustered like real US metros (gaussian spread
 * around a handful of centres, weighted by size) plus sparse rural noise, from a fixed seed.
 */
export const metros = [
  { name: 'New York', lat: 40.7128, lng: -74.006, weight: 8, sigmaMiles: 12 },
  { name: 'Los Angeles', lat: 34.0522, lng: -118.2437, weight: 6, sigmaMiles: 14 },
  { name: 'Chicago', lat: 41.8781, lng: -87.6298, weight: 4, sigmaMiles: 10 },
  { name: 'Houston', lat: 29.7604, lng: -95.3698, weight: 3, sigmaMiles: 12 },
  { name: 'Denver', lat: 39.7392, lng: -104.9903, weight: 2, sigmaMiles: 8 },
  { name: 'Seattle', lat: 47.6062, lng: -122.3321, weight: 2, sigmaMiles: 8 },
  { name: 'Atlanta', lat: 33.749, lng: -84.388, weight: 2, sigmaMiles: 10 },
  { name: 'Phoenix', lat: 33.4484, lng: -112.074, weight: 2, sigmaMiles: 10 },
] as const;

export const RURAL_SHARE = 0.08;

/** mulberry32: small, fast, good enough for synthetic data. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Point {
  i: number;
  lat: number;
  lng: number;
}

/** The first n points of the fixed sequence (so 10k is a prefix of 100k). */
export function points(n: number, seed = 20261123): Point[] {
  const rand = prng(seed);
  const total = metros.reduce((s, m) => s + m.weight, 0);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    if (rand() < RURAL_SHARE) {
      out.push({ i, lat: 25 + rand() * 24, lng: -124 + rand() * 57 });
      continue;
    }
    let pick = rand() * total;
    const m = metros.find((x) => (pick -= x.weight) < 0) ?? metros[0];
    const dy = gauss() * m.sigmaMiles;
    const dx = gauss() * m.sigmaMiles;
    out.push({ i, lat: m.lat + dy / 69.055, lng: m.lng + dx / (69.055 * Math.cos((m.lat * Math.PI) / 180)) });
  }
  return out;
}

/** Search centres: each metro's centre and a point 7 miles off it (edges of clusters matter too). */
export function centres(): Array<{ name: string; lat: number; lng: number }> {
  return metros.flatMap((m) => [
    { name: m.name, lat: m.lat, lng: m.lng },
    { name: `${m.name} +7mi NE`, lat: m.lat + 5 / 69.055, lng: m.lng + 5 / (69.055 * Math.cos((m.lat * Math.PI) / 180)) },
  ]);
}
