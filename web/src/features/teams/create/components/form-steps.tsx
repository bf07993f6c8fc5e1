import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { teamKinds } from '@shared/schemas/team';
import { Checkbox, CityField, GameTypeSelect, RadioGroup, TextArea, TextField } from '@web/components/form';
import { kindLabels, type TeamFormContext, type TeamFormValues } from '../team-form-values';

type TeamFormControl = Control<TeamFormValues, TeamFormContext, TeamFormValues>;

/** Page 1: what is being started. */
export function KindStep({ control }: { control: TeamFormControl }) {
  const { t } = useLingui();
  const kindOptions = teamKinds.map((kind) => ({
    value: kind,
    label: t(kindLabels[kind].label),
    hint: t(kindLabels[kind].hint),
  }));
  return <RadioGroup control={control} name="kind" label={t`Kind`} variant="card" options={kindOptions} />;
}

/** Page 2: its name and game. */
export function NameStep({ control, noun }: { control: TeamFormControl; noun: string }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="name"
        label={t`Name`}
        maxLength={60}
        autoComplete="off"
        hint={t`What players will call your ${noun}.`}
      />
      <GameTypeSelect control={control} name="gameType" />
    </div>
  );
}

/** Page 3: what it is about, and a picture. */
export function AboutStep({ control }: { control: TeamFormControl }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <TextArea
        control={control}
        name="description"
        label={t`Description (optional)`}
        hint={t`Who it is for, when you play, what to bring.`}
        rows={5}
        maxLength={2000}
      />
      <TextField
        control={control}
        name="photoURL"
        label={t`Photo link (optional)`}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t`A link to a logo or team photo.`}
      />
    </div>
  );
}

/** Page 4: the city players nearby find it by. */
export function WhereStep({ control, noun }: { control: TeamFormControl; noun: string }) {
  const { t } = useLingui();
  return (
    <CityField
      control={control}
      name="city"
      label={t`City`}
      emptyValue={null}
      hint={t`Players nearby find your ${noun} by its distance from this city.`}
    />
  );
}

/** Page 5: who can join, an organization's slug, an external team's website. */
export function JoiningStep({
  control,
  kind,
  external,
}: {
  control: TeamFormControl;
  kind: TeamFormValues['kind'];
  external: boolean;
}) {
  const { t } = useLingui();
  const joinOptions = [
    { value: 'open', label: t`Open`, hint: t`Anyone can join at once.` },
    { value: 'approval', label: t`Approval`, hint: t`People ask to join; an owner or admin approves each request.` },
  ];
  return (
    <div className="flex flex-col gap-5">
      <RadioGroup control={control} name="joinPolicy" label={t`Who can join`} variant="card" options={joinOptions} />
      {kind === 'organization' && (
        <TextField
          control={control}
          name="slug"
          label={t`Slug`}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          hint={t`Your organization’s address: /org/your-slug. Lowercase letters, numbers and hyphens.`}
        />
      )}
      <div className="flex flex-col gap-3">
        <Checkbox control={control} name="external" label={t`External team: listed on Rally, run on its own website`} />
        {external && (
          <TextField control={control} name="externalUrl" label={t`Website`} type="url" inputMode="url" placeholder="https://" />
        )}
      </div>
    </div>
  );
}
