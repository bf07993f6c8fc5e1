import { useParams } from 'react-router-dom';
import { PostCategoryPage } from '@web/features/posts';

/** `posts/{category}`: a category's subcategories (public). */
export function Component() {
  const { category = '' } = useParams();
  return <PostCategoryPage category={category} />;
}
