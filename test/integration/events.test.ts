import { describe, expect, it } from 'vitest';
import { api } from '../fixtures/local';

type Item = { id: string; title: string; distanceMiles: number; dateStart: string };

describe('GET /api/events/nearby', () => {
  it('lists seeded upcoming events near Denver, nearest first, with distances', async () => {
    const res = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=15');
    expect(res.status).toBe(200);
    const items = res.json.items as Item[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    const distances = items.map((i) => i.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(15);
    for (const i of items) expect(Date.parse(i.dateStart)).toBeGreaterThan(Date.now());
  });

  it('finds Boulder at 30 miles but not at 15', async () => {
    const near = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=15');
    const far = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=30');
    const hasBoulder = (items: Item[]) => items.some((i) => i.title === 'Boulder Sunday Soccer');
    expect(hasBoulder(near.json.items as Item[])).toBe(false);
    expect(hasBoulder(far.json.items as Item[])).toBe(true);
  });

  it('rejects a radius over 50 miles and names the field', async () => {
    const res = await api('GET', '/api/events/nearby?lat=39.7&lng=-104.9&radius=80');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('query.radius');
  });

  it('rejects a missing latitude', async () => {
    const res = await api('GET', '/api/events/nearby?lng=-104.9');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('query.lat');
  });
});
