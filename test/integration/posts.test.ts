import { describe, expect, it } from 'vitest';
import { api, newAdmin, newUser } from '../fixtures/local';

type Post = { id: string; title: string; text: string; authorName: string; city: string | null; hidden: boolean };
type Page = { items: Post[]; next: string | null };

const DENVER = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const BOULDER = { name: 'Boulder, CO', lat: 40.015, lng: -105.2705 };
const SEATTLE = { name: 'Seattle, WA', lat: 47.6062, lng: -122.3321 };

async function poster(prefix: string, city: { name: string; lat: number; lng: number }) {
  const user = await newUser(prefix);
  const res = await api('PUT', `/api/users/${user.uid}`, {
    token: user.idToken,
    body: { displayName: `${prefix} Poster`, fullName: 'Pat', lastName: 'Poster', defaultCity: city, joinReason: 'Find-events' },
  });
  expect(res.status).toBe(200);
  return user;
}

/** The test category: its own subcategory, so this file's posts are the only ones listed. */
const board = '/api/posts/test/test-posts';

describe('post board', () => {
  it('creates, lists newest first by cursor, reads, edits and deletes a post; only the author changes it', async () => {
    const author = await poster('Ann', DENVER);
    const other = await newUser('other');
    const created: Post[] = [];
    for (const n of [1, 2, 3]) {
      const res = await api('POST', '/api/posts', {
        token: author.idToken,
        body: { title: `Paged post ${n} ${author.uid}`, text: `Body ${n} `.repeat(30), category: 'test', subCategory: 'test-posts' },
      });
      expect(res.status).toBe(201);
      created.push(res.json as unknown as Post);
    }
    expect(created[0]).toMatchObject({ authorName: 'Ann Poster', city: 'Denver, CO', hidden: false });

    // Two per page, newest first, following the cursor.
    const mine = (p: Page) => p.items.filter((x) => x.title.endsWith(author.uid)).map((x) => x.title.split(' ')[2] ?? '');
    const first = (await api('GET', `${board}?limit=2`)).json as unknown as Page;
    expect(first.items).toHaveLength(2);
    expect(first.next).toEqual(expect.any(String));
    const seen: string[] = [...mine(first)];
    let next = first.next;
    while (next) {
      const page = (await api('GET', `${board}?limit=2&cursor=${encodeURIComponent(next)}`)).json as unknown as Page;
      seen.push(...mine(page));
      next = page.next;
    }
    expect(seen).toEqual(['3', '2', '1']);

    const id = created[0]!.id;
    expect((await api('GET', `/api/posts/${id}`)).json).toMatchObject({ id, title: created[0]!.title });

    const edit = { title: 'Edited title', text: 'Edited text', category: 'play-and-competition', subCategory: 'find-a-game' };
    const denied = await api('PUT', `/api/posts/${id}`, { token: other.idToken, body: edit });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('Only the author can change this post');
    expect((await api('DELETE', `/api/posts/${id}`, { token: other.idToken })).status).toBe(403);

    const edited = await api('PUT', `/api/posts/${id}`, { token: author.idToken, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Edited title', category: 'play-and-competition', subCategory: 'find-a-game' });
    // Moving it changed its listing: gone from the test board, on Find a Game.
    const testBoard = (await api('GET', `${board}?limit=50`)).json as unknown as Page;
    expect(testBoard.items.map((p) => p.id)).not.toContain(id);
    const findAGame = (await api('GET', '/api/posts/play-and-competition/find-a-game?limit=5')).json as unknown as Page;
    expect(findAGame.items[0]!.id).toBe(id);

    const mineList = (await api('GET', '/api/me/posts', { token: author.idToken })).json as unknown as Page;
    expect(mineList.items.map((p) => p.id)).toEqual([created[2]!.id, created[1]!.id, id]);

    expect((await api('DELETE', `/api/posts/${id}`, { token: author.idToken })).status).toBe(200);
    const gone = await api('GET', `/api/posts/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Post not found');
  });

  it('narrows a subcategory to posts near a point', async () => {
    const denver = await poster('Dee', DENVER);
    const boulder = await poster('Bo', BOULDER);
    const seattle = await poster('Sea', SEATTLE);
    const tag = `near-${denver.uid}`;
    for (const user of [denver, boulder, seattle]) {
      const res = await api('POST', '/api/posts', { token: user.idToken, body: { title: `Nearby ${tag}`, text: 'x', category: 'test', subCategory: 'test-posts' } });
      expect(res.status).toBe(201);
    }
    const near = async (radius: number) => {
      const page = (await api('GET', `${board}?limit=50&lat=${DENVER.lat}&lng=${DENVER.lng}&radius=${radius}`)).json as unknown as Page;
      return page.items.filter((p) => p.title.endsWith(tag)).map((p) => p.city).sort();
    };
    expect(await near(5)).toEqual(['Denver, CO']);
    expect(await near(50)).toEqual(['Boulder, CO', 'Denver, CO']);
  });

  it('names the bad field and saves nothing', async () => {
    const user = await newUser('badpost');
    const empty = await api('POST', '/api/posts', { token: user.idToken, body: { title: '', text: '', category: 'test', subCategory: 'test-posts' } });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'text', message: 'Text is required' },
      ]),
    );
    const category = await api('POST', '/api/posts', { token: user.idToken, body: { title: 'A title', text: 'x', category: 'chess-club', subCategory: 'x' } });
    expect(category.status).toBe(400);
    expect(category.json.issues).toEqual([{ path: 'category', message: 'Unknown category' }]);
    const sub = await api('POST', '/api/posts', { token: user.idToken, body: { title: 'A title', text: 'x', category: 'test', subCategory: 'nope' } });
    expect(sub.json.issues).toEqual([{ path: 'subCategory', message: 'Unknown subcategory' }]);
    expect(((await api('GET', '/api/me/posts', { token: user.idToken })).json as unknown as Page).items).toEqual([]);

    expect((await api('GET', '/api/posts/chess-club/x')).status).toBe(404);
    const cursor = await api('GET', `${board}?cursor=not-a-cursor`);
    expect(cursor.status).toBe(400);
    expect(cursor.json.issues?.[0]?.path).toBe('query.cursor');
  });

  it('lets an admin hide a post from the board, still shown to its author and in moderation', async () => {
    const author = await poster('Hid', DENVER);
    const admin = await newAdmin();
    const post = (await api('POST', '/api/posts', { token: author.idToken, body: { title: `Spam ${author.uid}`, text: 'Buy now', category: 'test', subCategory: 'test-posts' } }))
      .json as unknown as Post;

    expect((await api('PUT', `/api/admin/posts/${post.id}/hidden`, { token: author.idToken, body: { hidden: true } })).status).toBe(403);
    const hidden = await api('PUT', `/api/admin/posts/${post.id}/hidden`, { token: admin.idToken, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.hidden).toBe(true);

    expect((await api('GET', `/api/posts/${post.id}`)).status).toBe(404);
    const listed = (await api('GET', `${board}?limit=50`)).json as unknown as Page;
    expect(listed.items.map((p) => p.id)).not.toContain(post.id);
    const own = (await api('GET', '/api/me/posts', { token: author.idToken })).json as unknown as Page;
    expect(own.items[0]).toMatchObject({ id: post.id, hidden: true });
    const recent = (await api('GET', '/api/admin/posts?limit=5', { token: admin.idToken })).json as unknown as Page;
    expect(recent.items[0]).toMatchObject({ id: post.id, hidden: true });

    await api('PUT', `/api/admin/posts/${post.id}/hidden`, { token: admin.idToken, body: { hidden: false } });
    expect((await api('GET', `/api/posts/${post.id}`)).status).toBe(200);
    // An admin may delete any post.
    expect((await api('DELETE', `/api/posts/${post.id}`, { token: admin.idToken })).status).toBe(200);
    expect((await api('PUT', `/api/admin/posts/${post.id}/hidden`, { token: admin.idToken, body: { hidden: true } })).status).toBe(404);
  });
});
