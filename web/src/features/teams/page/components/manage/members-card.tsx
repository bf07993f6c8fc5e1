import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { teamLevel, teamPlanLimits } from '@shared/constants/payments';
import { teamRoles, type TeamRole } from '@shared/schemas/team';
import { Avatar } from '@web/components/avatar';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { inputClass, secondaryButton } from '@web/components/ui';
import { useApiMutation } from '@web/lib/use-api';
import { roleLabel } from '@web/features/teams/shared/text';
import { useTeamMembers, type TeamMember } from '@web/features/teams/page/api/use-team-members';
import { memberActions, type MyTeamRole } from '@web/features/teams/page/team-rules';
import { SectionStates } from '../team-states';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';

type Viewer = { uid: string; role: MyTeamRole | undefined };

const manages = (role: TeamRole) => role === 'owner' || role === 'admin';

/**
 * Every member with their role: change a role or remove someone, as far as the viewer's own role
 * and the team's plan allow. At the plan's admin limit a member cannot be made an owner or admin,
 * and the card says why before anyone tries (the server refuses it either way).
 */
export function MembersCard({ teamId, viewer, level }: { teamId: string; viewer: Viewer; level: string }) {
  const { t } = useLingui();
  const nowRole = (name: string, role: TeamRole) =>
    role === 'owner' ? t`${name} is now an owner` : role === 'admin' ? t`${name} is now an admin` : t`${name} is now a member`;
  const limitId = useId();
  const members = useTeamMembers(teamId);
  const changeTeamRole = useApiMutation('changeTeamRole');
  const removeTeamMember = useApiMutation('removeTeamMember');
  const { pending, run } = useTeamAction();
  return (
    <ManageCard title={t`Members and roles`}>
      <SectionStates result={members} what={t`the members`} loading={t`Loading members…`}>
        {(data) => {
          const max = teamPlanLimits[teamLevel(level)].maxManagers;
          const atLimit = max !== null && data.items.filter((m) => manages(m.role)).length >= max;
          return (
            <>
              {atLimit && (
                <p id={limitId} className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                  <Trans>Up to 2 admins on the Rookie plan. Organizer Pro allows unlimited admins.</Trans>
                </p>
              )}
              <ul aria-label={t`Members and roles`} className="flex flex-col gap-3">
                {data.items.map((m) => {
                  const name = m.displayName;
                  return (
                    <MemberRow
                      key={m.userId}
                      member={m}
                      viewer={viewer}
                      noNewManagers={atLimit ? limitId : undefined}
                      busy={pending !== undefined}
                      onRole={(role) =>
                        void run(
                          `role:${m.userId}`,
                          () => changeTeamRole.trigger({ params: { id: teamId, uid: m.userId }, body: { role } }),
                          nowRole(name, role),
                        )
                      }
                      onRemove={() =>
                        run(
                          `remove:${m.userId}`,
                          () => removeTeamMember.trigger({ params: { id: teamId, uid: m.userId } }),
                          t`Removed ${name}`,
                        )
                      }
                    />
                  );
                })}
              </ul>
            </>
          );
        }}
      </SectionStates>
    </ManageCard>
  );
}

function MemberRow({
  member,
  viewer,
  noNewManagers,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  viewer: Viewer;
  /** At the plan's admin limit: the id of the note saying so (a member's row cannot add a manager). */
  noNewManagers: string | undefined;
  busy: boolean;
  onRole: (role: TeamRole) => void;
  onRemove: () => Promise<string | undefined>;
}) {
  const { t } = useLingui();
  const selectId = useId();
  const name = member.displayName;
  const { roleOptions, canRemove } = memberActions(viewer, member);
  const self = viewer.uid === member.userId;
  return (
    <li className="flex flex-wrap items-center gap-3">
      <Avatar name={member.displayName} photoURL={member.photoURL} />
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
        {member.displayName}
        {self && (
          <span className="text-slate-600">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </span>
      {roleOptions ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            <Trans>Role for {name}</Trans>
          </label>
          <select
            id={selectId}
            value={member.role}
            disabled={busy}
            aria-describedby={noNewManagers && !manages(member.role) ? noNewManagers : undefined}
            onChange={(e) => onRole(e.target.value as TeamRole)}
            className={`${inputClass} w-auto`}
          >
            {teamRoles
              .filter((r) => roleOptions.includes(r) || r === member.role)
              .map((r) => (
                <option key={r} value={r} disabled={Boolean(noNewManagers) && !manages(member.role) && manages(r)}>
                  {t(roleLabel[r])}
                </option>
              ))}
          </select>
        </>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t(roleLabel[member.role])}
        </span>
      )}
      {canRemove && (
        <ConfirmDialog
          trigger={
            <button type="button" disabled={busy} aria-label={t`Remove ${name}`} className={secondaryButton}>
              <Trans>Remove</Trans>
            </button>
          }
          title={t`Remove ${name}?`}
          description={t`They will no longer be a member of this team. They can ask to join again.`}
          confirmLabel={t`Yes, remove`}
          busyLabel={t`Removing…`}
          onConfirm={onRemove}
        />
      )}
    </li>
  );
}
