export { FollowButton } from './components/follow-button';
export { FollowingPage } from './components/following-page';
