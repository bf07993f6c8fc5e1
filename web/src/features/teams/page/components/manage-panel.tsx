import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { gameTypes } from '../../../../../../shared/constants/lists';
import { seasonInput, sessionInput, teamRoles, updateTeamInput, type TeamRole } from '../../../../../../shared/schemas/team';
import { inputClass, primaryButton, secondaryButton } from '../../../../components/ui';
import { paths } from '../../../../lib/paths';
import { getTeamKey, type Team } from '../api/get-team';
import { useJoinRequests } from '../api/list-join-requests';
import { useTeamMembers, type TeamMember } from '../api/list-team-members';
import { useSeasons } from '../api/list-seasons';
import {
  changeTeamRole,
  createSeason,
  createSession,
  deleteTeam,
  removeTeamMember,
  reviewJoinRequest,
  updateTeam,
} from '../api/team-actions';
import { kindLabel, memberActions, roleLabel, roleWithArticle, type MyTeamRole } from '../team-rules';
import { Avatar } from '../../../../components/avatar';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Field, fieldErrors } from './manage-fields';
import { SectionError, SectionLoading } from './team-states';
import { useTeamAction } from './use-team-action';

interface PanelProps {
  team: Team;
  viewer: { uid: string; role: MyTeamRole | undefined };
}

/** Owners and admins: requests, members and roles, seasons and sessions, the team's details, and (owners) delete. */
export function ManagePanel({ team, viewer }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border-2 border-brand-100 bg-brand-50/40 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Manage {team.name}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <JoinRequests teamId={team.id} />
        <ManageMembers teamId={team.id} viewer={viewer} />
        <AddSeason teamId={team.id} />
        <AddSession teamId={team.id} />
      </div>
      <EditTeam team={team} />
      {viewer.role === 'owner' && <DeleteTeam team={team} />}
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function JoinRequests({ teamId }: { teamId: string }) {
  const requests = useJoinRequests(teamId, true);
  const { pending, run } = useTeamAction(teamId);
  const items = requests.data?.items ?? [];
  return (
    <Card title="Join requests">
      {requests.error && !requests.data ? (
        <SectionError what="the join requests" error={requests.error} onRetry={() => void requests.mutate()} />
      ) : !requests.data ? (
        <SectionLoading label="Loading join requests…" />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No requests waiting.</p>
      ) : (
        <ul aria-label="Join requests" className="flex flex-col gap-2">
          {items.map((r) => (
            <li key={r.userId} className="flex flex-wrap items-center gap-3">
              <Avatar name={r.displayName} photoURL={r.photoURL} />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{r.displayName}</span>
              <span className="flex gap-2">
                <button
                  type="button"
                  disabled={pending !== undefined}
                  aria-busy={pending === `approve:${r.userId}`}
                  aria-label={`Approve ${r.displayName}`}
                  onClick={() =>
                    void run(
                      `approve:${r.userId}`,
                      () => reviewJoinRequest(teamId, r.userId, 'approve'),
                      `${r.displayName} joined`,
                    )
                  }
                  className={primaryButton}
                >
                  {pending === `approve:${r.userId}` ? 'Approving…' : 'Approve'}
                </button>
                <button
                  type="button"
                  disabled={pending !== undefined}
                  aria-busy={pending === `decline:${r.userId}`}
                  aria-label={`Decline ${r.displayName}`}
                  onClick={() =>
                    void run(
                      `decline:${r.userId}`,
                      () => reviewJoinRequest(teamId, r.userId, 'decline'),
                      `Declined ${r.displayName}`,
                    )
                  }
                  className={secondaryButton}
                >
                  {pending === `decline:${r.userId}` ? 'Declining…' : 'Decline'}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ManageMembers({ teamId, viewer }: { teamId: string; viewer: PanelProps['viewer'] }) {
  const members = useTeamMembers(teamId);
  const { pending, run } = useTeamAction(teamId);
  return (
    <Card title="Members and roles">
      {members.error && !members.data ? (
        <SectionError what="the members" error={members.error} onRetry={() => void members.mutate()} />
      ) : !members.data ? (
        <SectionLoading label="Loading members…" />
      ) : (
        <ul aria-label="Members and roles" className="flex flex-col gap-3">
          {members.data.items.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              viewer={viewer}
              busy={pending !== undefined}
              onRole={(role) =>
                void run(
                  `role:${m.userId}`,
                  () => changeTeamRole(teamId, m.userId, role),
                  `${m.displayName} is now ${roleWithArticle[role]}`,
                )
              }
              onRemove={() => run(`remove:${m.userId}`, () => removeTeamMember(teamId, m.userId), `Removed ${m.displayName}`)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function MemberRow({
  member,
  viewer,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  viewer: PanelProps['viewer'];
  busy: boolean;
  onRole: (role: TeamRole) => void;
  onRemove: () => Promise<string | undefined>;
}) {
  const selectId = useId();
  const { roleOptions, canRemove } = memberActions(viewer, member);
  const self = viewer.uid === member.userId;
  return (
    <li className="flex flex-wrap items-center gap-3">
      <Avatar name={member.displayName} photoURL={member.photoURL} />
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
        {member.displayName}
        {self && <span className="text-slate-600"> (you)</span>}
      </span>
      {roleOptions ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            Role for {member.displayName}
          </label>
          <select
            id={selectId}
            value={member.role}
            disabled={busy}
            onChange={(e) => onRole(e.target.value as TeamRole)}
            className={`${inputClass} w-auto`}
          >
            {teamRoles
              .filter((r) => roleOptions.includes(r) || r === member.role)
              .map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
          </select>
        </>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {roleLabel[member.role]}
        </span>
      )}
      {canRemove && (
        <ConfirmDialog
          trigger={
            <button type="button" disabled={busy} aria-label={`Remove ${member.displayName}`} className={secondaryButton}>
              Remove
            </button>
          }
          title={`Remove ${member.displayName}?`}
          description="They will no longer be a member of this team. They can ask to join again."
          confirmLabel="Yes, remove"
          busyLabel="Removing…"
          onConfirm={onRemove}
        />
      )}
    </li>
  );
}

const emptySeason = { label: '', group: '', startDate: '', endDate: '' };

function AddSeason({ teamId }: { teamId: string }) {
  const [values, setValues] = useState(emptySeason);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useTeamAction(teamId);
  const set = (key: keyof typeof emptySeason) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = seasonInput.safeParse({ ...values, group: values.group.trim() || null });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const failure = await run('season', () => createSeason(teamId, parsed.data), `Season ${parsed.data.label} added`);
    if (!failure) setValues(emptySeason);
  };

  return (
    <Card title="Add a season">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Add a season">
        <Field label="Season label" error={errors.label}>
          {(a) => <input {...a} value={values.label} onChange={set('label')} className={inputClass} />}
        </Field>
        <Field label="Season group" hint="Optional: seasons that belong together, like “Adult league”." error={errors.group}>
          {(a) => <input {...a} value={values.group} onChange={set('group')} className={inputClass} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Season start" error={errors.startDate}>
            {(a) => <input {...a} type="date" value={values.startDate} onChange={set('startDate')} className={inputClass} />}
          </Field>
          <Field label="Season end" error={errors.endDate}>
            {(a) => <input {...a} type="date" value={values.endDate} onChange={set('endDate')} className={inputClass} />}
          </Field>
        </div>
        <button
          type="submit"
          disabled={pending !== undefined}
          aria-busy={pending === 'season'}
          className={`${primaryButton} self-start`}
        >
          {pending === 'season' ? 'Adding…' : 'Add season'}
        </button>
      </form>
    </Card>
  );
}

const emptySession = { seasonId: '', label: '', startDate: '', endDate: '' };

function AddSession({ teamId }: { teamId: string }) {
  const seasons = useSeasons(teamId);
  const [values, setValues] = useState(emptySession);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useTeamAction(teamId);
  const set = (key: keyof typeof emptySession) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const items = seasons.data?.items ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = sessionInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      if (found.seasonId) found.seasonId = 'Pick a season';
      return setErrors(found);
    }
    setErrors({});
    const failure = await run('session', () => createSession(teamId, parsed.data), `Session ${parsed.data.label} added`);
    if (!failure) setValues(emptySession);
  };

  return (
    <Card title="Add a session">
      {!seasons.data ? (
        seasons.error ? (
          <SectionError what="the seasons" error={seasons.error} onRetry={() => void seasons.mutate()} />
        ) : (
          <SectionLoading label="Loading seasons…" />
        )
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">Add a season first: sessions belong to a season.</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Add a session">
          <Field label="Season" error={errors.seasonId}>
            {(a) => (
              <select {...a} value={values.seasonId} onChange={set('seasonId')} className={inputClass}>
                <option value="">Choose a season</option>
                {items.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Session label" error={errors.label}>
            {(a) => <input {...a} value={values.label} onChange={set('label')} className={inputClass} />}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Session start" error={errors.startDate}>
              {(a) => <input {...a} type="date" value={values.startDate} onChange={set('startDate')} className={inputClass} />}
            </Field>
            <Field label="Session end" error={errors.endDate}>
              {(a) => <input {...a} type="date" value={values.endDate} onChange={set('endDate')} className={inputClass} />}
            </Field>
          </div>
          <button
            type="submit"
            disabled={pending !== undefined}
            aria-busy={pending === 'session'}
            className={`${primaryButton} self-start`}
          >
            {pending === 'session' ? 'Adding…' : 'Add session'}
          </button>
        </form>
      )}
    </Card>
  );
}

const detailsOf = (team: Team) => ({
  name: team.name,
  gameType: team.gameType,
  description: team.description,
  city: team.city,
  photoURL: team.photoURL ?? '',
  joinPolicy: team.joinPolicy,
  publicRoster: team.publicRoster,
});

function EditTeam({ team }: { team: Team }) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => detailsOf(team));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useTeamAction(team.id);
  const set = (key: keyof ReturnType<typeof detailsOf>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const policyName = useId();
  const rosterId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The city's point is kept: only its shown name is edited here.
    const parsed = updateTeamInput.safeParse({
      ...values,
      photoURL: values.photoURL.trim() || null,
      lat: team.lat,
      lng: team.lng,
      version: team.version,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    await run(
      'details',
      async () => {
        const saved = await updateTeam(team.id, parsed.data);
        await mutate(getTeamKey(team.id), saved, { revalidate: false });
        return saved;
      },
      `${kindLabel[team.kind]} details saved`,
    );
  };

  return (
    <Card title={`${kindLabel[team.kind]} details`}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-3"
        aria-label={`${kindLabel[team.kind]} details`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            {(a) => <input {...a} value={values.name} onChange={set('name')} className={inputClass} />}
          </Field>
          <Field label="Sport" error={errors.gameType}>
            {(a) => (
              <select {...a} value={values.gameType} onChange={set('gameType')} className={inputClass}>
                {!(gameTypes as readonly string[]).includes(values.gameType) && (
                  <option value={values.gameType}>{values.gameType}</option>
                )}
                {gameTypes.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          {(a) => (
            <textarea {...a} rows={4} value={values.description} onChange={set('description')} className={`${inputClass} py-2`} />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="City" hint="The name shown; the team stays on the map where it is." error={errors.city}>
            {(a) => <input {...a} value={values.city} onChange={set('city')} className={inputClass} />}
          </Field>
          <Field label="Photo link" hint="A link to an image, or leave empty." error={errors.photoURL}>
            {(a) => (
              <input
                {...a}
                type="url"
                inputMode="url"
                value={values.photoURL}
                onChange={set('photoURL')}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">Who can join</legend>
          {(
            [
              ['open', 'Anyone can join'],
              ['approval', 'Approve each request'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={policyName}
                value={value}
                checked={values.joinPolicy === value}
                onChange={() => setValues((v) => ({ ...v, joinPolicy: value }))}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="flex items-start gap-2 text-slate-800">
          <input
            id={rosterId}
            type="checkbox"
            checked={values.publicRoster}
            onChange={(e) => setValues((v) => ({ ...v, publicRoster: e.target.checked }))}
            aria-describedby={`${rosterId}-hint`}
            className="mt-1.5 size-4 accent-brand-700"
          />
          <div className="flex flex-col">
            <label htmlFor={rosterId} className="min-h-11 content-center">
              Show the member list to everyone
            </label>
            <p id={`${rosterId}-hint`} className="text-sm text-slate-600">
              Off: only members see who is on the {kindLabel[team.kind].toLowerCase()}. Members under 18 are never shown to people
              outside it.
            </p>
          </div>
        </div>
        <button
          type="submit"
          disabled={pending !== undefined}
          aria-busy={pending === 'details'}
          className={`${primaryButton} self-start`}
        >
          {pending === 'details' ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </Card>
  );
}

function DeleteTeam({ team }: { team: Team }) {
  const navigate = useNavigate();
  const kind = kindLabel[team.kind].toLowerCase();
  const { run } = useTeamAction(team.id);
  return (
    <Card title={`Delete ${kind}`}>
      <p className="text-sm text-slate-700">
        Deleting removes the team, its members, requests, seasons and sessions. This cannot be undone.
      </p>
      <ConfirmDialog
        trigger={
          <button type="button" className={`${secondaryButton} self-start text-red-800`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete {kind}
          </button>
        }
        title={`Delete ${team.name}?`}
        description={`Everyone loses their membership and the ${kind}'s seasons go with it. This cannot be undone.`}
        confirmLabel={`Yes, delete ${kind}`}
        busyLabel="Deleting…"
        cancelLabel={`Keep ${kind}`}
        onConfirm={async () => {
          // No refresh after: the team is gone, and a reload would land on 'Team not found'.
          const failure = await run('delete', () => deleteTeam(team.id), `${team.name} was deleted`, { refreshAfter: false });
          if (!failure) void navigate(paths.myCommunities, { replace: true });
          return failure;
        }}
      />
    </Card>
  );
}
