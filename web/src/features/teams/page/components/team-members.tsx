import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ApiError } from '@web/lib/api-error';
import { Link } from 'react-router-dom';
import { focusRing } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useTeamMembers } from '../api/use-team-members';
import { roleLabel } from '@web/features/teams/shared/text';
import { Avatar } from '@web/components/avatar';
import { SectionStates } from './team-states';

/** Everyone on the team with their role, each linking to their profile (as far as the viewer may see them). */
export function TeamMembers({ teamId, signedIn }: { teamId: string; signedIn: boolean | undefined }) {
  const { t } = useLingui();
  const headingId = useId();
  const members = useTeamMembers(teamId, signedIn);
  const count = members.data?.items.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {count === undefined ? <Trans>Members</Trans> : <Trans>Members ({count})</Trans>}
      </h2>
      {members.error instanceof ApiError && (members.error.status === 401 || members.error.status === 403) ? (
        // A private roster: the server's reason (sign in, or members only) instead of an error.
        <p className="text-slate-600">{members.error.message}</p>
      ) : (
        <SectionStates
          result={members}
          what={t`the members`}
          loading={t`Loading members…`}
          empty={
            <p className="text-slate-600">
              <Trans>No members yet.</Trans>
            </p>
          }
        >
          {(data) => (
            <ul aria-label={t`Members`} className="grid gap-2 sm:grid-cols-2">
              {data.items.map((m) => (
                <li key={m.userId} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
                  <Avatar name={m.displayName} photoURL={m.photoURL} />
                  <Link
                    to={paths.profile(m.userId)}
                    className={`min-w-0 flex-1 truncate rounded-sm font-medium text-slate-900 hover:underline ${focusRing}`}
                  >
                    {m.displayName}
                  </Link>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    {t(roleLabel[m.role])}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionStates>
      )}
    </section>
  );
}
