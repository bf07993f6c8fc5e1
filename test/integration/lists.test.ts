import { describe, expect, it } from 'vitest';
import { gameTypes, genders } from '@shared/constants/lists';
import { api } from '../fixtures/local';

describe('GET /api/lists/*', () => {
  it("serves the gender list, 'Any' included (the profile form drops it)", async () => {
    const res = await api('GET', '/api/lists/genders');
    expect(res.status).toBe(200);
    expect(res.json.items).toContain('Any');
    expect(res.json.items).toEqual([...genders]);
  });

  it("serves game types as labels with 'Other' first", async () => {
    const res = await api('GET', '/api/lists/game-types');
    expect(res.status).toBe(200);
    const items = res.json.items as { label: string }[];
    expect(items[0]).toEqual({ label: 'Other' });
    expect(items.map((i) => i.label)).toEqual([...gameTypes]);
  });
});
