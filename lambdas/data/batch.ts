import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients';

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

interface KeyParams {
  params: () => unknown;
}
type BatchGetInput = { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> };

/**
 * Items of several entities in one BatchGetItem (up to 100 keys a request): each request gives
 * an entity's batch `get(keys)` and its `parse`; the answer holds, per request in order, the
 * items found (unknown keys left out). Keys DynamoDB leaves unprocessed are asked again a few
 * times; still unprocessed after that is an error, so nothing is silently missing.
 */
export async function getAcross(
  requests: ReadonlyArray<{ get: KeyParams | null; parse: (items: Record<string, unknown>[]) => unknown[] }>,
): Promise<unknown[][]> {
  const owner = new Map<string, number>();
  const keyOf = (k: Record<string, unknown>) => `${String(k.pk)}\u0000${String(k.sk)}`;
  let table = '';
  let pending: Record<string, unknown>[] = [];
  requests.forEach((r, i) => {
    if (!r.get) return;
    const input = r.get.params() as BatchGetInput | BatchGetInput[];
    for (const part of [input].flat()) {
      for (const [name, { Keys }] of Object.entries(part.RequestItems)) {
        table = name;
        for (const k of Keys) {
          if (owner.has(keyOf(k))) continue;
          owner.set(keyOf(k), i);
          pending.push(k);
        }
      }
    }
  });
  const found: Record<string, unknown>[][] = requests.map(() => []);
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= 5) throw new Error(`getAcross: ${pending.length} keys left unprocessed`);
    if (attempt) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
    const chunks = Array.from({ length: Math.ceil(pending.length / 100) }, (_, c) => pending.slice(c * 100, c * 100 + 100));
    pending = [];
    for (const out of await Promise.all(chunks.map((Keys) => documentClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys } } }))))) {
      for (const item of out.Responses?.[table] ?? []) found[owner.get(keyOf(item))!]!.push(item);
      pending.push(...((out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[]));
    }
  }
  return requests.map((r, i) => (found[i]!.length ? r.parse(found[i]!) : []));
}
