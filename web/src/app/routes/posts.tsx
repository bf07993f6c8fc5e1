import { PostBoardPage } from '@web/features/posts';

/** `posts`: the post board's categories (public). */
export const Component = PostBoardPage;
