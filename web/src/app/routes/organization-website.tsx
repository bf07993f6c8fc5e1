import { useParams, useSearchParams } from 'react-router-dom';
import { PublishedSite } from '@web/features/sites';

/** `organization-website/{id}`: the website a team or organization published; `?page=` picks a page (public). */
export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const base = `/organization-website/${encodeURIComponent(id)}`;
  return (
    <PublishedSite
      key={id}
      by={{ team: id }}
      slug={search.get('page') ?? ''}
      appOrigin=""
      pageHref={(slug) => (slug ? `${base}?${new URLSearchParams({ page: slug }).toString()}` : base)}
    />
  );
}
