import { useParams } from 'react-router-dom';
import { OrgSlugPage } from '@web/features/teams/page';

/** `org/{slug}` and `org`: organization lookup by slug (spec §7, §8). */
export function Component() {
  const { slug } = useParams();
  return <OrgSlugPage key={slug ?? ''} slug={slug} />;
}
