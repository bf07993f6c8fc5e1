import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useApi } from '@web/lib/use-api';
import { textLink } from '@web/components/ui';
import { Checkbox, DateTime, TextField } from '@web/components/form';
import { EVENT_LIMITS } from '@shared/schemas/event';
import type { EventFormControl } from './event-form-control';
import { FormSection } from './form-section';

/**
 * Who can join and how: capacity, the cut-off to leave, waitlist, approvals, privacy, a minimum, guests.
 * `priceSetBy` names the creator when someone else (a hosting team's admin) edits: payments go to
 * the creator's payout account, so the price is theirs to set and is shown, not offered.
 */
export function EventWhoSection({ control, priceSetBy }: { control: EventFormControl; priceSetBy?: string }) {
  const [isPrivate, hasMinimumNeeded, allowGuests, price, chargeGuests] = useWatch({
    control,
    name: ['isPrivate', 'hasMinimumNeeded', 'allowParticipantGuests', 'price', 'chargeGuests'],
  });
  // Only an organiser whose payout account is active can charge; the server holds the same rule.
  const { data: payout } = useApi('getPayoutAccount', {}, { shouldRetryOnError: false });
  const canCharge = payout?.state === 'active';
  const { t } = useLingui();
  return (
    <FormSection title={t`Who can join`}>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {priceSetBy !== undefined ? (
          <p className="text-sm text-slate-700">
            {price.trim() === ''
              ? t`This event is free. Only ${priceSetBy} can charge for it: payments go to their payout account.`
              : t`Price per person: ${price}. Only ${priceSetBy} can change it: payments go to their payout account.`}
          </p>
        ) : canCharge ? (
          <div className="sm:max-w-xs">
            <TextField
              control={control}
              name="price"
              label={t`Price per person`}
              inputMode="decimal"
              hint={t`In your payout account's currency, e.g. 15.00. Leave blank for a free event.`}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            <Trans>
              To charge for this event,{' '}
              <Link to="/settings?tab=payments" className={textLink}>
                set up payouts
              </Link>
              .
            </Trans>
          </p>
        )}
      </div>
      <TextField
        control={control}
        name="capacity"
        label={t`Capacity`}
        type="number"
        inputMode="numeric"
        min={EVENT_LIMITS.capacity.min}
        max={EVENT_LIMITS.capacity.max}
        hint={t`Spots, guests included. Leave blank for unlimited.`}
      />
      <TextField
        control={control}
        name="hoursToCancelBefore"
        label={t`Hours to cancel before`}
        type="number"
        inputMode="numeric"
        min={0}
        max={EVENT_LIMITS.hoursToCancelBefore.max}
        hint={t`Players cannot leave later than this many hours before the start (0: any time).`}
      />
      <Checkbox control={control} name="allowWaitlist" label={t`Allow a waitlist when full`} />
      <Checkbox control={control} name="allowLateRsvp" label={t`Allow late RSVPs (after the start)`} />
      <Checkbox control={control} name="creatorApprovalNeeded" label={t`Approve each player before they join`} />
      <Checkbox control={control} name="isPrivate" label={t`Private event (only people with the link can find it)`} />
      {isPrivate && <DateTime control={control} name="makePublicAfter" label={t`Make public after (optional)`} />}
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox control={control} name="hasMinimumNeeded" label={t`Minimum players needed`} />
        {hasMinimumNeeded && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField control={control} name="minimumNeeded" label={t`Minimum needed`} type="number" inputMode="numeric" min={1} />
            <TextField
              control={control}
              name="rescueHours"
              label={t`Rescue window (hours)`}
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.rescueHours.min}
              max={EVENT_LIMITS.rescueHours.max}
              hint={t`The game is called at the cut-off (hours to cancel before the start). If it is still short this many hours before then, nearby players who are free are invited. 0: no invitations.`}
            />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox control={control} name="allowParticipantGuests" label={t`Players may bring guests`} />
        {allowGuests && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={control}
              name="guestLimit"
              label={t`Guest limit per player`}
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.guestLimit.min}
              max={EVENT_LIMITS.guestLimit.max}
            />
            {priceSetBy === undefined && canCharge && price.trim() !== '' && <Checkbox control={control} name="chargeGuests" label={t`Charge guests`} />}
            {priceSetBy === undefined && canCharge && price.trim() !== '' && chargeGuests && (
              <TextField control={control} name="guestPrice" label={t`Price per guest`} inputMode="decimal" hint={t`e.g. 10.00`} />
            )}
          </div>
        )}
      </div>
    </FormSection>
  );
}
