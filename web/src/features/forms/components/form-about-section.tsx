import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '@web/components/form';
import type { BuilderControl } from './builder-controls';

const audiences = [
  { value: 'anyone', label: msg`Anyone with the link (signed in)` },
  { value: 'team', label: msg`Members of the team only` },
];

/** The form's title, description, the team it belongs to, and who can fill it. */
export function FormAboutSection({
  control,
  teams,
  teamName,
}: {
  control: BuilderControl;
  /** Teams the person runs (undefined while loading). */
  teams: Array<{ teamId: string; name: string }> | undefined;
  /** The name of the team the form belongs to, when the person no longer runs it. */
  teamName: string | null | undefined;
}) {
  const { t } = useLingui();
  const teamId = useWatch({ control, name: 'teamId' });
  const teamOptions = [
    ...(teams ?? []).map((team) => ({ value: team.teamId, label: team.name })),
    ...(teamId && !teams?.some((team) => team.teamId === teamId) ? [{ value: teamId, label: teamName ?? t`Your team` }] : []),
  ];
  return (
    <section
      aria-label={t`About the form`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <TextField control={control} name="title" label={t`Title`} maxLength={120} />
      <TextArea control={control} name="description" label={t`Description (optional)`} maxLength={2000} className="min-h-24" />
      <Select
        control={control}
        name="teamId"
        label={t`Belongs to`}
        placeholder={t`Just me`}
        options={teamOptions}
        hint={t`A team’s owners and admins can edit its forms and read the answers.`}
      />
      {teamId && (
        <div className="flex flex-col gap-2">
          <RadioGroup
            control={control}
            name="audience"
            label={t`Who can fill it`}
            options={audiences.map((a) => ({ value: a.value, label: t(a.label) }))}
          />
          <Checkbox
            control={control}
            name="teamRegistration"
            label={t`Registration form: completing it adds the person to the team`}
          />
        </div>
      )}
    </section>
  );
}
