import type { PostDto } from '@shared/schemas/post';

/** Test data for the post board, shaped as the API sends it. */
export const postFixture = (n: number, overrides: Partial<PostDto> = {}): PostDto => ({
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
