import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import * as z from 'zod';
import { seasonInput } from '@shared/schemas/team';
import { TextField } from '@web/components/form';
import { useApiMutation } from '@web/lib/use-api';
import { DateRangeFields } from '@web/features/teams/shared/date-range-fields';
import { ManageCard } from './manage-card';
import { ManageSubmit } from './manage-submit';
import { useAddForm } from './use-add-form';

const emptySeason = { label: '', group: '', startDate: '', endDate: '' };

// The server's rules, after an empty group becomes "no group".
const seasonForm = z
  .object({ label: z.string(), group: z.string(), startDate: z.string(), endDate: z.string() })
  .transform((v): z.input<typeof seasonInput> => ({ ...v, group: v.group.trim() || null }))
  .pipe(seasonInput);
const resolver = zodResolver(seasonForm);

/** A new season (optionally in a season group), its dates checked before it is sent. */
export function AddSeasonForm({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const createSeason = useApiMutation('createSeason');
  const { control, pending, submit } = useAddForm({
    key: 'season',
    resolver,
    empty: emptySeason,
    send: (season: z.output<typeof seasonForm>) => createSeason.trigger({ params: { id: teamId }, body: season }),
    added: ({ label }) => t`Season ${label} added`,
  });

  return (
    <ManageCard title={t`Add a season`}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label={t`Add a season`}>
        <TextField control={control} name="label" label={t`Season label`} />
        <TextField
          control={control}
          name="group"
          label={t`Season group`}
          hint={t`Optional: seasons that belong together, like “Adult league”.`}
        />
        <DateRangeFields control={control} startLabel={t`Season start`} endLabel={t`Season end`} />
        <ManageSubmit action="season" pending={pending} label={t`Add season`} busyLabel={t`Adding…`} />
      </form>
    </ManageCard>
  );
}
