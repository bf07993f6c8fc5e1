import { useParams } from 'react-router-dom';
import { PublishedSite, sitePaths } from '@web/features/sites';

/** `site/view/{id}` and its page sub-paths `site/view/{id}/{slug}`: a published website (public). */
export function Component() {
  const { id = '', slug = '' } = useParams();
  return <PublishedSite key={id} by={{ id }} slug={slug} appOrigin="" pageHref={(s) => sitePaths.view(id, s)} />;
}
