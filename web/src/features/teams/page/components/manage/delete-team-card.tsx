import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApiMutation } from '@web/lib/use-api';
import { kindNoun } from '@web/features/teams/shared/text';
import type { Team } from '@web/features/teams/page/team-rules';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';

/** Owners only: delete the team after a confirm, then go to my communities. */
export function DeleteTeamCard({ team }: { team: Team }) {
  const { t } = useLingui();
  const deleteTeam = useApiMutation('deleteTeam');
  const navigate = useNavigate();
  const kind = t(kindNoun[team.kind]);
  const name = team.name;
  const { run } = useTeamAction();
  return (
    <ManageCard title={t`Delete ${kind}`}>
      <p className="text-sm text-slate-700">
        <Trans>Deleting removes the team, its members, requests, seasons and sessions. This cannot be undone.</Trans>
      </p>
      <ConfirmDialog
        trigger={
          <button type="button" className={`${secondaryButton} self-start text-red-800`}>
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Delete {kind}</Trans>
          </button>
        }
        title={t`Delete ${name}?`}
        description={t`Everyone loses their membership and the ${kind}'s seasons go with it. This cannot be undone.`}
        confirmLabel={t`Yes, delete ${kind}`}
        busyLabel={t`Deleting…`}
        cancelLabel={t`Keep ${kind}`}
        onConfirm={async () => {
          // No refresh after: the team is gone, and a reload would land on 'Team not found'.
          const failure = await run('delete', () => deleteTeam.trigger({ params: { id: team.id } }), t`${name} was deleted`, {
            refreshAfter: false,
          });
          if (!failure) void navigate(paths.myCommunities, { replace: true });
          return failure;
        }}
      />
    </ManageCard>
  );
}
