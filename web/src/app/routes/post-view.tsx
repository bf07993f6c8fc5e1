import { useParams } from 'react-router-dom';
import { PostViewPage } from '@web/features/posts';

/** `posts/{category}/{subcategory}/{postId}`: one post (public). */
export function Component() {
  const { category = '', subcategory = '', postId = '' } = useParams();
  return <PostViewPage key={postId} category={category} subCategory={subcategory} postId={postId} />;
}
