import { useParams } from 'react-router-dom';
import { PostListPage } from '@web/features/posts';

/** `posts/{category}/{subcategory}`: a subcategory's posts (public; writing needs login). */
export function Component() {
  const { category = '', subcategory = '' } = useParams();
  return <PostListPage key={`${category}/${subcategory}`} category={category} subCategory={subcategory} />;
}
