import type { Control } from 'react-hook-form';
import { teamKinds } from '@shared/schemas/team';
import { Checkbox, CityField, GameTypeSelect, RadioGroup, TextArea, TextField } from '@web/components/form';
import { kindLabels, type TeamFormContext, type TeamFormValues } from '../team-form-values';

type TeamFormControl = Control<TeamFormValues, TeamFormContext, TeamFormValues>;

const kindOptions = teamKinds.map((kind) => ({ value: kind, ...kindLabels[kind] }));

const joinOptions = [
  { value: 'open', label: 'Open', hint: 'Anyone can join at once.' },
  { value: 'approval', label: 'Approval', hint: 'People ask to join; an owner or admin approves each request.' },
];

/** Page 1: what is being started. */
export function KindStep({ control }: { control: TeamFormControl }) {
  return <RadioGroup control={control} name="kind" label="Kind" variant="card" options={kindOptions} />;
}

/** Page 2: its name and game. */
export function NameStep({ control, noun }: { control: TeamFormControl; noun: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="name"
        label="Name"
        maxLength={60}
        autoComplete="off"
        hint={`What players will call your ${noun}.`}
      />
      <GameTypeSelect control={control} name="gameType" />
    </div>
  );
}

/** Page 3: what it is about, and a picture. */
export function AboutStep({ control }: { control: TeamFormControl }) {
  return (
    <div className="flex flex-col gap-4">
      <TextArea
        control={control}
        name="description"
        label="Description (optional)"
        hint="Who it is for, when you play, what to bring."
        rows={5}
        maxLength={2000}
      />
      <TextField
        control={control}
        name="photoURL"
        label="Photo link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A link to a logo or team photo."
      />
    </div>
  );
}

/** Page 4: the city players nearby find it by. */
export function WhereStep({ control, noun }: { control: TeamFormControl; noun: string }) {
  return (
    <CityField
      control={control}
      name="city"
      label="City"
      emptyValue={null}
      hint={`Players nearby find your ${noun} by its distance from this city.`}
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
  return (
    <div className="flex flex-col gap-5">
      <RadioGroup control={control} name="joinPolicy" label="Who can join" variant="card" options={joinOptions} />
      {kind === 'organization' && (
        <TextField
          control={control}
          name="slug"
          label="Slug"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          hint="Your organization’s address: /org/your-slug. Lowercase letters, numbers and hyphens."
        />
      )}
      <div className="flex flex-col gap-3">
        <Checkbox control={control} name="external" label="External team: listed on Rally, run on its own website" />
        {external && (
          <TextField control={control} name="externalUrl" label="Website" type="url" inputMode="url" placeholder="https://" />
        )}
      </div>
    </div>
  );
}
