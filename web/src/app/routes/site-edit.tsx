import { useParams } from 'react-router-dom';
import { SiteBuilder } from '@web/features/sites';
import { requireUser } from '@web/lib/guards';

/** `site/build/{id}`: edit a website (needs login; only its creator, spec §6). */
export const loader = requireUser;

export function Component() {
  const { id = '' } = useParams();
  return <SiteBuilder key={id} siteId={id} />;
}
