import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { limits } from '@shared/constants/limits';
import { TextField } from '@web/components/form';
import { focusRing, primaryButton, secondaryButton } from '@web/components/ui';
import { activityResolver, toInputs, type ActivityForm, type ActivityFormInputs } from '../activity-form';
import { ActivityChecklist, LocationField, TemporaryDates } from './activity-fields';
import { useFocusReturn } from '@web/components/dialog-frame';

/**
 * Add or edit one activity subscription (spec §4). Checked by the server's schema as it is filled
 * in: a field's message shows once it has been used (at once for a loaded entry), and Save stays
 * disabled while anything is invalid.
 */
export function SubscriptionDialog({
  form: initialForm,
  saving,
  onCancel,
  onSave,
}: {
  form: ActivityForm;
  saving: boolean;
  onCancel: () => void;
  onSave: (form: ActivityForm) => Promise<void>;
}) {
  const { t } = useLingui();
  const editMode = initialForm.id !== null;
  const {
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { isValid },
  } = useForm<ActivityFormInputs, unknown, ActivityForm>({
    resolver: activityResolver,
    defaultValues: toInputs(initialForm),
    mode: 'all',
  });

  // A loaded entry's fields count as used.
  useEffect(() => {
    if (editMode) void trigger();
  }, [editMode, trigger]);

  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[560px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {editMode ? t`Edit activity subscription` : t`Add activity subscription`}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-slate-700">
            <Trans>We’ll e-mail you when matching games are posted near this place.</Trans>
          </Dialog.Description>
          <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void handleSubmit(onSave)(e)}>
            <LocationField control={control} />
            <TextField
              control={control}
              name="radius"
              label={t`Radius (miles)`}
              type="number"
              inputMode="numeric"
              min={limits.radiusMiles.min}
              max={limits.radiusMiles.max}
              step={1}
            />
            <ActivityChecklist control={control} />
            <TemporaryDates control={control} setValue={setValue} trigger={trigger} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={secondaryButton} onClick={onCancel}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className={primaryButton} disabled={!isValid || saving}>
                {saving ? t`Saving…` : t`Save`}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
