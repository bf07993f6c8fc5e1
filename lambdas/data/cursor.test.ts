import { describe, expect, it } from 'vitest';
import { checkCursor, InvalidCursorError, readFromCursor } from './cursor';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors from clients', () => {
  it('accepts a start key as ElectroDB hands it out', () => {
    expect(() => checkCursor(encode({ pk: '$rally#post_1', sk: '$post_1', gsi1pk: 'posts', gsi1sk: '2026-11-26' }))).not.toThrow();
    expect(() => checkCursor(null)).not.toThrow();
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['not JSON', Buffer.from('{pk').toString('base64url')],
    ['a string', encode('pk')],
    ['an array', encode(['pk', 'sk'])],
    ['null', encode(null)],
    ['an empty object', encode({})],
    ['no sort key', encode({ pk: 'a' })],
    ['a number key', encode({ pk: 1, sk: 'b' })],
    ['a nested key', encode({ pk: { S: 'a' }, sk: 'b' })],
    ['an attribute that is no key', encode({ pk: 'a', sk: 'b', title: 'x' })],
    ['a prototype key', Buffer.from('{"pk":"a","sk":"b","__proto__":{"x":1}}').toString('base64url')],
    ['an over-long key', encode({ pk: 'a'.repeat(5000), sk: 'b' })],
  ])('refuses %s', (_what, cursor) => {
    expect(() => checkCursor(cursor)).toThrow(InvalidCursorError);
  });

  it('blames the cursor when the table refuses it as a start key', async () => {
    const cursor = encode({ pk: 'a', sk: 'b' });
    const refuse = async () => {
      throw Object.assign(new Error('The provided starting key is invalid: The provided key element does not match the schema'), { name: 'ValidationException' });
    };
    await expect(readFromCursor(cursor, refuse)).rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('leaves other failures alone', async () => {
    const fail = async () => {
      throw new Error('network down');
    };
    await expect(readFromCursor(encode({ pk: 'a', sk: 'b' }), fail)).rejects.toThrow('network down');
    await expect(readFromCursor(null, fail)).rejects.toThrow('network down');
  });
});
