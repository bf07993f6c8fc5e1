import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { dateSpecificEntry } from '@shared/schemas/availability';
import { SwitchField } from '@web/components/switch-field';
import { focusRing, primaryButton, secondaryButton } from '@web/components/ui';
import type { DateSpecificItem } from '../availability-values';
import { draftIssues, emptyDraft, setTraveling, toEntry, type DateSpecificDraft } from '../date-specific-draft';
import { serverTextOf } from '@web/lib/server-text';
import { DateSpecificDates } from './date-specific-dates';
import { DateSpecificHours } from './date-specific-hours';
import { TravelLocationField } from './travel-location-field';
import { useFocusReturn } from '@web/components/dialog-frame';

const TRAVEL_TITLE = msg`Add Travel Availability`;
const DATE_TITLE = msg`Select the date you want to assign specific hours`;

export interface DateSpecificDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (entry: DateSpecificItem) => void;
  /** The person's local date, YYYY-MM-DD: the earliest start (§5). */
  today: string;
}

type Touchable = 'date' | 'endDate' | 'location';

/**
 * Add date-specific hours (spec §2, §4): a single date or a range; travelling forces a range and
 * asks where; once a range has both dates, hours can be set per day. Add stays disabled until the
 * shared `dateSpecificEntry` rules pass (§5).
 */
export default function DateSpecificDialog({ open, onOpenChange, onAdd, today }: DateSpecificDialogProps) {
  const [draft, setDraft] = useState<DateSpecificDraft>(emptyDraft);
  const { t } = useLingui();
  const [touched, setTouched] = useState<ReadonlySet<Touchable>>(new Set());
  const touch = (field: Touchable) => setTouched((t) => new Set(t).add(field));
  const issues = draftIssues(draft, today);
  const show = (field: Touchable, value: unknown) =>
    touched.has(field) || Boolean(value) ? serverTextOf(issues[field]) : undefined;

  const add = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: keep this submit from reaching the settings form.
    event.stopPropagation();
    const parsed = dateSpecificEntry(() => today).safeParse(toEntry(draft, `ds-${Date.now()}`));
    if (!issues.valid || !parsed.success) return;
    onAdd(parsed.data);
    onOpenChange(false);
  };

  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...focusReturn}
          // Escape in an open city list closes the list, not the dialog.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true')
              event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t(draft.isTraveling ? TRAVEL_TITLE : DATE_TITLE)}
              </Dialog.Title>
              <Dialog.Description className="text-slate-700">
                <Trans>These hours replace your weekly hours on the dates you choose. Save the page to keep them.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <form noValidate onSubmit={add} className="flex flex-col gap-5">
            <SwitchField
              accessibleName={t`I’m travelling`}
              label={t`I’m travelling`}
              checked={draft.isTraveling}
              onCheckedChange={(on) => setDraft((d) => setTraveling(d, on))}
            />

            <DateSpecificDates
              draft={draft}
              setDraft={setDraft}
              today={today}
              errors={{ date: show('date', draft.date), endDate: show('endDate', draft.endDate) }}
              onBlur={touch}
            />

            {draft.isTraveling && (
              <TravelLocationField
                value={draft.location}
                onChange={(location) => setDraft((d) => ({ ...d, location }))}
                onBlur={() => touch('location')}
                error={show('location', false)}
              />
            )}

            <DateSpecificHours draft={draft} setDraft={setDraft} issues={issues} />

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={secondaryButton}>
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button type="submit" disabled={!issues.valid} className={primaryButton}>
                <Trans>Add</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
