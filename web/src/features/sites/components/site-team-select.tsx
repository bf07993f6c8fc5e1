import { useLingui } from '@lingui/react/macro';
import { Select } from '@web/components/form';
import { useApi } from '@web/lib/use-api';
import type { SiteControl } from './site-fields';

/**
 * The site's team: the one whose upcoming events and join button the site shows. Only a team's
 * owners and admins may make a site its website (the API checks too), so only those teams are offered.
 */
export function SiteTeamSelect({ control, value }: { control: SiteControl; value: string }) {
  const { t } = useLingui();
  const me = useApi('getMe');
  const teams = useApi('listUserTeams', me.data ? { params: { uid: me.data.uid } } : null);
  const managed = (teams.data?.items ?? []).filter((team) => team.role === 'owner' || team.role === 'admin');
  const loading = teams.isLoading || me.isLoading;
  const known = managed.some((team) => team.teamId === value);
  const options = [
    ...(!known && value ? [{ value, label: t`The site's current team` }] : []),
    ...managed.map((team) => ({ value: team.teamId, label: team.name })),
  ];
  return (
    <Select
      control={control}
      name="teamId"
      label={t`Team`}
      placeholder={t`No team`}
      options={options}
      disabled={loading}
      hint={t`The team whose upcoming events and join button the site shows: one you own or help run as an admin.`}
    />
  );
}
