import { describe, expect, it } from 'vitest';
import { routeIds, routes } from '@shared/api/routes';
import { lazyTables, routeDef } from './api-route-tables';

describe('the API client’s route tables loaded on first use', () => {
  it('list exactly the ids each table serves', async () => {
    for (const table of lazyTables) {
      expect([...table.ids].sort()).toEqual(Object.keys(await table.load()).sort());
    }
  });

  it('find every route of the API, each from one table', async () => {
    const listed = lazyTables.flatMap((t) => t.ids);
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of routeIds) expect(await routeDef(id), id).toBe(routes[id]);
  });
});
