import { useLingui } from '@lingui/react/macro';
import { GameTypeSelect, TextArea, TextField } from '@web/components/form';
import { EVENT_LIMITS } from '@shared/schemas/event';
import type { EventFormControl } from './event-form-control';
import { FormSection } from './form-section';

/** What the event is: title, game type, description, and the team and slot group it belongs to. */
export function EventWhatSection({ control }: { control: EventFormControl }) {
  const { t } = useLingui();
  return (
    <FormSection title={t`What`}>
      <TextField control={control} name="title" label={t`Title`} maxLength={EVENT_LIMITS.title.max} />
      <GameTypeSelect control={control} name="gameType" />
      <div className="sm:col-span-2">
        <TextArea control={control} name="description" label={t`Description (optional)`} maxLength={EVENT_LIMITS.description} />
      </div>
      <TextField control={control} name="teamName" label={t`Team name (optional)`} maxLength={100} />
      <TextField
        control={control}
        name="eventSlotGroup"
        label={t`Slot group (optional)`}
        hint={t`Events in the same slot group are shown together.`}
        maxLength={100}
      />
    </FormSection>
  );
}
