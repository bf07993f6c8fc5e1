import { describe, expect, it } from 'vitest';
import { api } from '../fixtures/local';

type City = { name: string; lat: number; lng: number };

describe('GET /api/places/cities (offline gazetteer locally)', () => {
  it("puts Denver, CO first for 'denv', with its coordinates, signed out", async () => {
    const res = await api('GET', '/api/places/cities?q=denv');
    expect(res.status).toBe(200);
    const [first] = res.json.items as City[];
    expect(first!.name).toBe('Denver, CO');
    expect(first!.lat).toBeCloseTo(39.74, 1);
    expect(first!.lng).toBeCloseTo(-104.98, 1);
  });

  it("narrows by state: 'springfield, il' is only Springfield, IL", async () => {
    const res = await api('GET', '/api/places/cities?q=springfield%2C%20il');
    expect((res.json.items as City[]).map((c) => c.name)).toEqual(['Springfield, IL']);
  });

  it('honours the limit and lists US cities only', async () => {
    const res = await api('GET', '/api/places/cities?q=san&limit=3');
    const items = res.json.items as City[];
    expect(items).toHaveLength(3);
    for (const c of items) expect(c.name).toMatch(/^.+, [A-Z]{2}$/);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await api('GET', '/api/places/cities?q=zzqx');
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([]);
  });

  it('rejects a single character with 400 naming query.q', async () => {
    const res = await api('GET', '/api/places/cities?q=x');
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('query.q');
    expect(res.json.issues!.map((i) => i.path)).toContain('query.q');
  });

  it('rejects a limit over 20', async () => {
    const res = await api('GET', '/api/places/cities?q=denv&limit=21');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toContain('query.limit');
  });
});
