import { inputClass, labelClass } from '../../../components/ui';
import { useApi } from '../../../lib/use-api';

/**
 * The site's team: the one whose upcoming events and join button the site shows. Only a team's
 * owners and admins may make a site its website (the API checks too), so only those teams are offered.
 */
export function SiteTeamSelect({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (teamId: string) => void }) {
  const me = useApi('getMe');
  const teams = useApi('listUserTeams', me.data ? { params: { uid: me.data.uid } } : null);
  const managed = (teams.data?.items ?? []).filter((t) => t.role === 'owner' || t.role === 'admin');
  const loading = teams.isLoading || me.isLoading;
  const known = managed.some((t) => t.teamId === value);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1">
        <span className={labelClass}>Team</span>
        <select className={inputClass} value={value} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)} disabled={loading}>
          <option value="">No team</option>
          {!known && value && <option value={value}>The site's current team</option>}
          {managed.map((t) => (
            <option key={t.teamId} value={t.teamId}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-600">The team whose upcoming events and join button the site shows: one you own or help run as an admin.</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
