/** Posts per page on the board's lists ("Load more" asks for the next ten). */
export const POSTS_PAGE = 10;
