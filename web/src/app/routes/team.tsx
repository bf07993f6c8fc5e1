import { useParams } from 'react-router-dom';
import { FollowButton } from '@web/features/follows';
import { TeamGuestsPanel } from '@web/features/guests';
import { TeamPage } from '@web/features/teams/page';

/** `team/{id}`: the public team or community page (spec §2 route guard, §6 public); signed in, it can be followed; its owners and admins manage its guests. */
export function Component() {
  const { id } = useParams();
  return (
    <TeamPage
      key={id}
      teamId={id}
      actions={(team) => <FollowButton kind="team" targetId={team.id} name={team.name} />}
      manage={(team) => <TeamGuestsPanel teamId={team.id} />}
    />
  );
}
