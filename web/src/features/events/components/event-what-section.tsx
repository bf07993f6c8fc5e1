import { GameTypeSelect, TextArea, TextField } from '@web/components/form';
import { EVENT_LIMITS } from '@shared/schemas/event';
import type { EventFormControl } from './event-form-control';
import { FormSection } from './form-section';

/** What the event is: title, game type, description, and the team and slot group it belongs to. */
export function EventWhatSection({ control }: { control: EventFormControl }) {
  return (
    <FormSection title="What">
      <TextField control={control} name="title" label="Title" maxLength={EVENT_LIMITS.title.max} />
      <GameTypeSelect control={control} name="gameType" />
      <div className="sm:col-span-2">
        <TextArea control={control} name="description" label="Description (optional)" maxLength={EVENT_LIMITS.description} />
      </div>
      <TextField control={control} name="teamName" label="Team name (optional)" maxLength={100} />
      <TextField
        control={control}
        name="eventSlotGroup"
        label="Slot group (optional)"
        hint="Events in the same slot group are shown together."
        maxLength={100}
      />
    </FormSection>
  );
}
