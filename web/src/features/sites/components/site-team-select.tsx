import { Select } from '@web/components/form';
import { useApi } from '@web/lib/use-api';
import type { SiteControl } from './site-fields';

/**
 * The site's team: the one whose upcoming events and join button the site shows. Only a team's
 * owners and admins may make a site its website (the API checks too), so only those teams are offered.
 */
export function SiteTeamSelect({ control, value }: { control: SiteControl; value: string }) {
  const me = useApi('getMe');
  const teams = useApi('listUserTeams', me.data ? { params: { uid: me.data.uid } } : null);
  const managed = (teams.data?.items ?? []).filter((t) => t.role === 'owner' || t.role === 'admin');
  const loading = teams.isLoading || me.isLoading;
  const known = managed.some((t) => t.teamId === value);
  const options = [
    ...(!known && value ? [{ value, label: "The site's current team" }] : []),
    ...managed.map((t) => ({ value: t.teamId, label: t.name })),
  ];
  return (
    <Select
      control={control}
      name="teamId"
      label="Team"
      placeholder="No team"
      options={options}
      disabled={loading}
      hint="The team whose upcoming events and join button the site shows: one you own or help run as an admin."
    />
  );
}
