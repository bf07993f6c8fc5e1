import { useLingui } from '@lingui/react/macro';
import { TitledSection } from '@web/components/titled-section';
import type { MyTeamRole, Team } from '@web/features/teams/page/team-rules';
import { AddSeasonForm } from './add-season-form';
import { AddSessionForm } from './add-session-form';
import { DeleteTeamCard } from './delete-team-card';
import { EditTeamForm } from './edit-team-form';
import { JoinRequestsCard } from './join-requests-card';
import { MembersCard } from './members-card';

/** Owners and admins: requests, members and roles, seasons and sessions, the team's details, and (owners) delete. */
export function ManagePanel({ team, viewer }: { team: Team; viewer: { uid: string; role: MyTeamRole | undefined } }) {
  const { t } = useLingui();
  const name = team.name;
  return (
    <TitledSection
      title={t`Manage ${name}`}
      titleClass="text-xl font-semibold text-slate-900"
      className="flex flex-col gap-4 rounded-xl border-2 border-brand-100 bg-brand-50/40 p-4 sm:p-6"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <JoinRequestsCard teamId={team.id} />
        <MembersCard teamId={team.id} viewer={viewer} level={team.subscriptionLevel} />
        <AddSeasonForm teamId={team.id} />
        <AddSessionForm teamId={team.id} />
      </div>
      <EditTeamForm team={team} />
      {viewer.role === 'owner' && <DeleteTeamCard team={team} />}
    </TitledSection>
  );
}
