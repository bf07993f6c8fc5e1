import { useWatch } from 'react-hook-form';
import { Checkbox, DateTime, TextField } from '@web/components/form';
import { EVENT_LIMITS } from '@shared/schemas/event';
import type { EventFormControl } from './event-form-control';
import { FormSection } from './form-section';

/** Who can join and how: capacity, the cut-off to leave, waitlist, approvals, privacy, a minimum, guests. */
export function EventWhoSection({ control }: { control: EventFormControl }) {
  const [isPrivate, hasMinimumNeeded, allowGuests] = useWatch({
    control,
    name: ['isPrivate', 'hasMinimumNeeded', 'allowParticipantGuests'],
  });
  return (
    <FormSection title="Who can join">
      <TextField
        control={control}
        name="capacity"
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={EVENT_LIMITS.capacity.min}
        max={EVENT_LIMITS.capacity.max}
        hint="Spots, guests included. Leave blank for unlimited."
      />
      <TextField
        control={control}
        name="hoursToCancelBefore"
        label="Hours to cancel before"
        type="number"
        inputMode="numeric"
        min={0}
        max={EVENT_LIMITS.hoursToCancelBefore.max}
        hint="Players cannot leave later than this many hours before the start (0: any time)."
      />
      <Checkbox control={control} name="allowWaitlist" label="Allow a waitlist when full" />
      <Checkbox control={control} name="allowLateRsvp" label="Allow late RSVPs (after the start)" />
      <Checkbox control={control} name="creatorApprovalNeeded" label="Approve each player before they join" />
      <Checkbox control={control} name="isPrivate" label="Private event (only people with the link can find it)" />
      {isPrivate && <DateTime control={control} name="makePublicAfter" label="Make public after (optional)" />}
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox control={control} name="hasMinimumNeeded" label="Minimum players needed" />
        {hasMinimumNeeded && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField control={control} name="minimumNeeded" label="Minimum needed" type="number" inputMode="numeric" min={1} />
            <TextField
              control={control}
              name="rescueHours"
              label="Rescue window (hours)"
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.rescueHours.min}
              max={EVENT_LIMITS.rescueHours.max}
              hint="The game is called at the cut-off (hours to cancel before the start). If it is still short this many hours before then, nearby players who are free are invited. 0: no invitations."
            />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox control={control} name="allowParticipantGuests" label="Players may bring guests" />
        {allowGuests && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={control}
              name="guestLimit"
              label="Guest limit per player"
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.guestLimit.min}
              max={EVENT_LIMITS.guestLimit.max}
            />
            {/* No "Charge guests" control: events have no price to charge yet. The stored value is kept as it is. */}
          </div>
        )}
      </div>
    </FormSection>
  );
}
