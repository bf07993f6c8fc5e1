/**
 * Page cursors handed to clients are ElectroDB's: the base64url JSON of DynamoDB's
 * LastEvaluatedKey. A cursor comes back from the client, so it is checked before the table sees
 * it: anything that is not such a key, or a key the table refuses as a start key, is an
 * InvalidCursorError, which the domain turns into a 400 naming its parameter.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** The table's key attributes: pk/sk and the GSIs' gsi<n>pk/gsi<n>sk. */
const keyAttribute = /^(pk|sk|gsi\d{1,2}pk|gsi\d{1,2}sk)$/;
/** A base key and one index key at most; each a key value (DynamoDB allows 2 KB and 1 KB). */
const MAX_KEY_ATTRIBUTES = 4;
const MAX_KEY_VALUE = 2048;

/** Throws InvalidCursorError unless the cursor decodes to a plausible start key. */
export function checkCursor(cursor: string | null): void {
  if (cursor === null) return;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new InvalidCursorError();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new InvalidCursorError();
  }
  if (key === null || typeof key !== 'object' || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key);
  const valid =
    entries.length >= 2 &&
    entries.length <= MAX_KEY_ATTRIBUTES &&
    'pk' in key &&
    'sk' in key &&
    entries.every(([name, value]) => keyAttribute.test(name) && typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_VALUE);
  if (!valid) throw new InvalidCursorError();
}

/** DynamoDB's answer to a start key that does not fit the query (another partition, index or key shape). */
function isStartKeyRejection(error: unknown): boolean {
  const e = error as { name?: string; message?: string; cause?: { name?: string; message?: string } } | null;
  const text = `${e?.name ?? ''} ${e?.message ?? ''} ${e?.cause?.name ?? ''} ${e?.cause?.message ?? ''}`;
  return /ValidationException|cursor/i.test(text) && /start(ing)? ?key|ExclusiveStartKey|cursor/i.test(text);
}

/** Read one page from a client's cursor: checked first, and a start key the table refuses is the cursor's fault. */
export async function readFromCursor<T>(cursor: string | null, read: (cursor: string | null) => Promise<T>): Promise<T> {
  checkCursor(cursor);
  try {
    return await read(cursor);
  } catch (error) {
    if (cursor !== null && isStartKeyRejection(error)) throw new InvalidCursorError();
    throw error;
  }
}
