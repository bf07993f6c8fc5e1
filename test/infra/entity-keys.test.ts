import { describe, expect, it } from 'vitest';
import { gsiKey, tableKey } from '../../lambdas/data/entities/table';
import { tableDefinition } from '../../lib/table-definition';

interface IndexDefinition {
  index?: string;
  pk: { field?: string };
  sk?: { field?: string };
}

/** Every ElectroDB entity the data layer declares, by module and export name. */
const entities = Object.entries(import.meta.glob('../../lambdas/data/entities/*.ts', { eager: true })).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'schema' in value)
    .map(([name, value]) => ({ name: `${file.split('/').at(-1)}: ${name}`, indexes: (value as { schema: { indexes: Record<string, IndexDefinition> } }).schema.indexes })),
);

describe('entity keys and the table they are written to', () => {
  it('writes the table key to the table definition’s partition and sort key', () => {
    expect(tableKey(['id'])).toEqual({ pk: { field: tableDefinition.partitionKey, composite: ['id'] }, sk: { field: tableDefinition.sortKey, composite: [] } });
  });

  it('writes each GSI key to the fields the table definition gives that index', () => {
    for (const gsi of tableDefinition.globalSecondaryIndexes) {
      expect(gsiKey(gsi.indexName, ['a'], ['b'])).toEqual({
        index: gsi.indexName,
        pk: { field: gsi.partitionKey, composite: ['a'] },
        sk: { field: gsi.sortKey, composite: ['b'] },
      });
    }
  });

  it('declares every entity’s indexes on the table’s own keys or on one of its GSIs', () => {
    expect(entities.length).toBeGreaterThan(40);
    for (const { name, indexes } of entities) {
      for (const [pattern, index] of Object.entries(indexes)) {
        const gsi = tableDefinition.globalSecondaryIndexes.find((g) => g.indexName === index.index);
        const expected = index.index === undefined ? [tableDefinition.partitionKey, tableDefinition.sortKey] : [gsi?.partitionKey, gsi?.sortKey];
        expect([index.pk.field, index.sk?.field], `${name} ${pattern}`).toEqual(expected);
      }
    }
  });
});
