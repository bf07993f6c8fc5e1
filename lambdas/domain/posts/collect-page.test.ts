import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '../../data/cursor';
import type { PostItem } from '../../data/posts';
import { collectPage, MAX_READS } from './posts';

const post = (n: number, hidden = false) => ({ postId: `p${n}`, hidden }) as PostItem;

/** A list of posts read `limit` at a time, the cursor being the next index. */
function reader(all: PostItem[]) {
  const calls: Array<{ limit: number; cursor: string | null }> = [];
  const read = async (limit: number, cursor: string | null) => {
    calls.push({ limit, cursor });
    const start = cursor ? Number(cursor) : 0;
    const end = start + limit;
    return { items: all.slice(start, end), cursor: end < all.length ? String(end) : null };
  };
  return { read, calls };
}

describe('collectPage', () => {
  it('asks only for the posts still missing, so the cursor never skips a kept one', async () => {
    const all = [post(1), post(2, true), post(3), post(4, true), post(5), post(6)];
    const { read, calls } = reader(all);
    const page = await collectPage(read, (p) => !p.hidden, 3, null);
    expect(page.items.map((p) => p.postId)).toEqual(['p1', 'p3', 'p5']);
    expect(calls.map((c) => c.limit)).toEqual([3, 1, 1]);
    const rest = await collectPage(read, (p) => !p.hidden, 3, page.next);
    expect(rest.items.map((p) => p.postId)).toEqual(['p6']);
    expect(rest.next).toBeNull();
  });

  it(`stops after ${MAX_READS} reads and offers the rest`, async () => {
    const all = Array.from({ length: 50 }, (_, i) => post(i, true));
    const { read, calls } = reader(all);
    const page = await collectPage(read, (p) => !p.hidden, 2, null);
    expect(calls).toHaveLength(MAX_READS);
    expect(page.items).toEqual([]);
    expect(page.next).not.toBeNull();
  });

  it('turns a cursor the data layer rejects into a 400 naming it', async () => {
    const read = async () => {
      throw new InvalidCursorError();
    };
    await expect(collectPage(read, () => true, 5, 'junk')).rejects.toMatchObject({
      kind: 'badRequest',
      message: 'Invalid input: cursor',
      issues: [{ path: 'query.cursor' }],
    });
  });
});
