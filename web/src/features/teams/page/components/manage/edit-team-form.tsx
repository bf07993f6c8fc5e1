import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import * as z from 'zod';
import { gameTypes } from '@shared/constants/lists';
import { updateTeamInput } from '@shared/schemas/team';
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '@web/components/form';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import { kindLabel, kindNoun } from '@web/features/teams/shared/text';
import type { Team } from '@web/features/teams/page/team-rules';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';
import { ManageSubmit } from './manage-submit';
import { gameTypeOptions } from '@web/lib/game-types';

// The server's rules for what this form edits; an empty photo link is "no photo". The point and the
// version read are not edited here: they are added when the form is sent.
const detailsForm = updateTeamInput.omit({ lat: true, lng: true, version: true }).extend({
  photoURL: z
    .string()
    .transform((link): string | null | undefined => link.trim() || null)
    .pipe(updateTeamInput.shape.photoURL),
});
type DetailsValues = z.input<typeof detailsForm>;
const resolver = zodResolver(detailsForm);

const detailsOf = (team: Team): DetailsValues => ({
  name: team.name,
  // A sport no longer offered is shown as it is; saving asks for one that is.
  gameType: team.gameType as DetailsValues['gameType'],
  description: team.description,
  city: team.city,
  photoURL: team.photoURL ?? '',
  joinPolicy: team.joinPolicy,
  publicRoster: team.publicRoster,
});

/** The team's own details (kind and slug stay fixed), saved with the version read. */
export function EditTeamForm({ team }: { team: Team }) {
  const { t } = useLingui();
  const kind = t(kindLabel[team.kind]);
  const noun = t(kindNoun[team.kind]);
  const joinPolicyOptions = [
    { value: 'open', label: t`Anyone can join` },
    { value: 'approval', label: t`Approve each request` },
  ];
  const { mutate } = useSWRConfig();
  const updateTeam = useApiMutation('updateTeam');
  const { pending, run } = useTeamAction();
  const { control, handleSubmit, reset, formState } = useForm<DetailsValues, unknown, z.output<typeof detailsForm>>({
    resolver,
    defaultValues: detailsOf(team),
  });
  const unsaved = useUnsavedForm(formState);
  // A sport no longer offered stays choosable for the team that has it.
  const sports = (gameTypes as readonly string[]).includes(team.gameType) ? gameTypes : [team.gameType, ...gameTypes];

  const submit = handleSubmit(async (details) => {
    // The city's point is kept: only its shown name is edited here.
    const body = { ...details, lat: team.lat, lng: team.lng, version: team.version };
    await run(
      'details',
      async () => {
        const args = { params: { id: team.id } };
        const saved = await updateTeam.trigger({ ...args, body });
        await mutate(apiKey('getTeam', args), saved, { revalidate: false });
        // What was saved is the form's new starting point: nothing is unsaved any more.
        reset(detailsOf(saved));
        return saved;
      },
      t`${kind} details saved`,
    );
  });

  return (
    <ManageCard title={t`${kind} details`}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label={t`${kind} details`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField control={control} name="name" label={t`Name`} />
          <Select control={control} name="gameType" label={t`Sport`} options={gameTypeOptions(sports)} />
        </div>
        <TextArea control={control} name="description" label={t`Description`} rows={4} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            control={control}
            name="city"
            label={t`City`}
            hint={t`The name shown; the team stays on the map where it is.`}
          />
          <TextField
            control={control}
            name="photoURL"
            label={t`Photo link`}
            hint={t`A link to an image, or leave empty.`}
            type="url"
            inputMode="url"
          />
        </div>
        <RadioGroup control={control} name="joinPolicy" label={t`Who can join`} options={joinPolicyOptions} />
        <Checkbox
          control={control}
          name="publicRoster"
          label={t`Show the member list to everyone`}
          hint={t`Off: only members see who is on the ${noun}. Members under 18 are never shown to people outside it.`}
        />
        <ManageSubmit action="details" pending={pending} label={t`Save changes`} busyLabel={t`Saving…`} />
        {unsaved.prompt}
      </form>
    </ManageCard>
  );
}
