import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTesting } from '../../../config';
import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth';
import { profileDto } from '../../../test/fixtures';
import type { Post } from '../api/posts';
import { PostListPage } from './post-list-page';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/auth')>();
  return { ...actual, isSignedIn: vi.fn() };
});
const call = vi.mocked(api.call);

const post = (n: number, overrides: Partial<Post> = {}): Post => ({
  id: `p${n}`,
  title: `Post number ${n}`,
  text: `${'x'.repeat(120)} tail ${n}`,
  category: 'play-and-competition',
  subCategory: 'find-a-game',
  authorId: 'user-9',
  authorName: 'Dee',
  city: 'Denver, CO',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  hidden: false,
  ...overrides,
});

function renderAt(path: string, category = 'play-and-competition', sub = 'find-a-game') {
  const router = createMemoryRouter([{ path: '/posts/:category/:subcategory', element: <PostListPage category={category} subCategory={sub} /> }], {
    initialEntries: [path],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('PostListPage', () => {
  beforeEach(() => {
    call.mockReset();
    setConfigForTesting({ stage: 'local', region: 'us-east-1', apiUrl: '', userPoolId: 'p', userPoolClientId: 'c', appDomains: ['localhost'] });
    vi.mocked(isSignedIn).mockResolvedValue(false);
  });
  afterEach(() => setConfigForTesting(undefined));

  it("titles the list 'Posts in {category} - {subcategory}', shows 100-character excerpts and loads more by cursor", async () => {
    call.mockImplementation((async (id: string, args: { query: { cursor?: string } }) => {
      if (id !== 'listPosts') throw new Error(`unexpected ${id}`);
      return args.query.cursor ? { items: [post(3)], next: null } : { items: [post(1), post(2)], next: 'c1' };
    }) as never);
    renderAt('/posts/play-and-competition/find-a-game');

    expect(await screen.findByRole('heading', { level: 1, name: 'Posts in Play & Competition - Find a Game' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Post number 1' });
    expect(within(first).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View More: Post number 1' })).toHaveAttribute('href', '/posts/play-and-competition/find-a-game/p1');
    expect(screen.getByRole('link', { name: 'Sign in to post' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Post number 3' })).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith('listPosts', { params: { category: 'play-and-competition', subCategory: 'find-a-game' }, query: { limit: 10, cursor: 'c1' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'Loading posts...' and then 'No posts found in this category.'", async () => {
    let release: (v: unknown) => void = () => {};
    call.mockImplementation((() => new Promise((resolve) => (release = resolve))) as never);
    renderAt('/posts/play-and-competition/find-a-game');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    release({ items: [], next: null });
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
  });

  it('narrows to posts near the signed-in person’s city with the switch', async () => {
    vi.mocked(isSignedIn).mockResolvedValue(true);
    call.mockImplementation((async (id: string) => {
      if (id === 'getMe') return profileDto({ defaultCity: { name: 'Denver, CO', lat: 39.7, lng: -104.9, hash: 'x' } });
      if (id === 'listPosts') return { items: [post(1)], next: null };
      throw new Error(`unexpected ${id}`);
    }) as never);
    renderAt('/posts/play-and-competition/find-a-game');
    await userEvent.click(await screen.findByRole('switch', { name: 'Only posts near Denver, CO' }));
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith('listPosts', {
        params: { category: 'play-and-competition', subCategory: 'find-a-game' },
        query: { limit: 10, lat: 39.7, lng: -104.9, radius: 25 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Write a post' })).toBeInTheDocument();
  });

  it('shows the error page for a subcategory the board does not have', async () => {
    call.mockResolvedValue({ items: [], next: null } as never);
    renderAt('/posts/play-and-competition/chess', 'play-and-competition', 'chess');
    expect(await screen.findByRole('link', { name: /Sign up|Discover events/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Posts in/ })).not.toBeInTheDocument();
  });
});
