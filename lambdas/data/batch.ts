/**
 * Batch-get keys with an ElectroDB entity, asking again a few times for the keys DynamoDB left
 * unprocessed (BatchGetItem may return some under load). Missing items are left out; the keys
 * still unprocessed come back beside what was found, for the caller to decide.
 */
export async function getAllKeys<K, T>(
  entity: { get: (keys: K[]) => { go: () => Promise<{ data: T[]; unprocessed: K[] }> } },
  keys: K[],
): Promise<{ found: T[]; unprocessed: K[] }> {
  const found: T[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    const { data, unprocessed } = await entity.get(pending).go();
    found.push(...data);
    pending = unprocessed;
  }
  return { found, unprocessed: pending };
}

/**
 * Batch-delete keys with an ElectroDB entity, asking again for the keys DynamoDB left
 * unprocessed (BatchWriteItem may return some under load), so "delete all" really deletes all.
 */
export async function deleteAllKeys<K>(
  entity: { delete: (keys: K[]) => { go: () => Promise<{ unprocessed: unknown[] }> } },
  keys: K[],
): Promise<void> {
  let pending = keys;
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    const { unprocessed } = await entity.delete(pending).go();
    pending = unprocessed as K[];
    if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
  if (pending.length) throw new Error(`${pending.length} keys were left undeleted`);
}
