import { useParams } from 'react-router-dom';
import { PublishedSite } from '@web/features/sites';
import { useAppOrigin } from '../layouts/domain-layout';

/** A custom domain's root and `/{slug}` pages: the published site that claimed this host. */
export function Component() {
  const { slug = '' } = useParams();
  const appOrigin = useAppOrigin();
  return <PublishedSite by={{ domain: window.location.hostname.toLowerCase() }} slug={slug} appOrigin={appOrigin} pageHref={(s) => `/${s}`} signIn />;
}
