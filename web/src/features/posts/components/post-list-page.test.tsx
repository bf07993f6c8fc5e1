import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PagedPostsDto } from '@shared/schemas/post';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { postFixture as post } from '../fixtures';
import { PostListPage } from './post-list-page';

function renderAt(
  path: string,
  {
    as = 'visitor',
    category = 'play-and-competition',
    sub = 'find-a-game',
  }: { as?: 'visitor' | 'user'; category?: string; sub?: string } = {},
) {
  return renderRoute(path, {
    as,
    config: { stage: 'local' },
    routes: [{ path: '/posts/:category/:subcategory', element: <PostListPage category={category} subCategory={sub} /> }],
  });
}

const listPostsCall = () => fakeApi.calls('listPosts').map(({ params, query }) => ({ params, query }));

describe('PostListPage', () => {
  it("titles the list 'Posts in {category} - {subcategory}', shows 100-character excerpts and loads more by cursor", async () => {
    fakeApi.on('listPosts', ({ query }) =>
      query.cursor ? { items: [post(3)], next: null } : { items: [post(1), post(2)], next: 'c1' },
    );
    const { user } = renderAt('/posts/play-and-competition/find-a-game');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts in Play & Competition - Find a Game' }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Post number 1' });
    expect(within(first).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View More: Post number 1' })).toHaveAttribute(
      'href',
      '/posts/play-and-competition/find-a-game/p1',
    );
    expect(screen.getByRole('link', { name: 'Sign in to post' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Post number 3' })).toBeInTheDocument();
    // As the API reads it: no point was sent, and the radius is its default.
    expect(listPostsCall().at(-1)).toEqual({
      params: { category: 'play-and-competition', subCategory: 'find-a-game' },
      query: { limit: 10, cursor: 'c1', radius: 25 },
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'Loading posts...' and then 'No posts found in this category.'", async () => {
    let release: (page: PagedPostsDto) => void = () => {};
    fakeApi.on('listPosts', () => new Promise<PagedPostsDto>((resolve) => (release = resolve)));
    renderAt('/posts/play-and-competition/find-a-game');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    release({ items: [], next: null });
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
  });

  it('narrows to posts near the signed-in person’s city with the switch', async () => {
    fakeApi
      .on('getMe', profileDto({ defaultCity: { name: 'Denver, CO', lat: 39.7, lng: -104.9, hash: 'x' } }))
      .on('listPosts', { items: [post(1)], next: null });
    const { user } = renderAt('/posts/play-and-competition/find-a-game', { as: 'user' });
    await user.click(await screen.findByRole('switch', { name: 'Only posts near Denver, CO' }));
    await vi.waitFor(() =>
      expect(listPostsCall()).toContainEqual({
        params: { category: 'play-and-competition', subCategory: 'find-a-game' },
        query: { limit: 10, lat: 39.7, lng: -104.9, radius: 25 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Write a post' })).toBeInTheDocument();
  });

  it('shows the error page for a subcategory the board does not have', async () => {
    fakeApi.on('listPosts', { items: [], next: null });
    renderAt('/posts/play-and-competition/chess', { sub: 'chess' });
    expect(await screen.findByRole('link', { name: /Sign up|Discover events/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Posts in/ })).not.toBeInTheDocument();
  });
});
