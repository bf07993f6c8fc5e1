export { PostBoardPage } from './components/post-board-page';
export { PostCategoryPage } from './components/post-category-page';
export { PostListPage } from './components/post-list-page';
export { PostViewPage } from './components/post-view-page';
