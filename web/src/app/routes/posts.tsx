import { PostBoardPage } from '../../features/posts';

/** `posts`: the post board's categories (public). */
export const Component = PostBoardPage;
