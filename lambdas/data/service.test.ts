import { Service } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClients } from '../lib/clients';
import { resetEnv } from '../lib/env';
import { db, entityDefinitions, resetDb } from './service';

// Only request parameters are built here: nothing is sent to a table.
beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'rally-unit');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetEnv();
  resetClients();
  resetDb();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  resetClients();
  resetDb();
});

describe('the entities over the single table', () => {
  it('join one ElectroDB Service, so they agree with each other as one service requires', () => {
    const schemas = Object.fromEntries(Object.entries(entityDefinitions).map(([name, definition]) => [name, definition.schema]));
    // A Service builds entities from their schemas, as it did when it held them all.
    const service = new Service(schemas as unknown as ConstructorParameters<typeof Service>[0], { table: 'rally-unit' });
    expect(Object.keys(service.entities).sort()).toEqual(Object.keys(entityDefinitions).sort());
  });

  it('builds an entity when it is first used, bound to the table, and keeps it', () => {
    const { entities } = db();
    const user = entities.user;
    expect(user).toBe(entities.user);
    expect(user.get({ uid: 'u1' }).params()).toMatchObject({ TableName: 'rally-unit' });
  });

  it('gives a write transaction the entities its callback names', () => {
    const params = db()
      .transaction.write(({ connection }) => [connection.delete({ userId: 'a', otherUserId: 'b' }).commit()])
      .params();
    expect(params.TransactItems).toHaveLength(1);
    expect(params.TransactItems[0]).toMatchObject({ Delete: { TableName: 'rally-unit' } });
  });
});
