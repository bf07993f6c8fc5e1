import { useParams } from 'react-router-dom';
import { OrganizationPage } from '@web/features/teams/page';

/** `organization/{id}`: the public organization page (spec §6 public). */
export function Component() {
  const { id } = useParams();
  return <OrganizationPage key={id} organizationId={id} />;
}
