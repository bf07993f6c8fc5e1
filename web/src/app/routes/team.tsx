import { useParams } from 'react-router-dom';
import { TeamPage } from '@web/features/teams/page';

/** `team/{id}`: the public team or community page (spec §2 route guard, §6 public). */
export function Component() {
  const { id } = useParams();
  return <TeamPage key={id} teamId={id} />;
}
