import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OutputOf } from '@shared/api/routes';
import { partnerTypes, type PartnerType } from '@shared/schemas/partner';
import { Checkbox, FormMessage, Select, TextArea, TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';
import { showServerIssues } from '@web/lib/failure-message';
import {
  fieldOfPartnerIssue,
  partnerFormSchema,
  toPartnerBody,
  toPartnerFormValues,
  type PartnerFormOutput,
  type PartnerFormValues,
} from '../partner-form-values';
import { partnerTypeTitles } from '../partner-type-titles';

export type Partner = OutputOf<'getPartner'>;

const resolver = zodResolver(partnerFormSchema);

/** Add a partner, or edit one: the API's own schema checks it, and its issues land on their fields. */
export function PartnerForm({
  partner,
  ptype,
  onSaved,
  onCancel,
}: {
  partner?: Partner;
  ptype: PartnerType;
  onSaved: (p: Partner) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const typeOptions = partnerTypes.map((type) => ({ value: type, label: t(partnerTypeTitles[type].title) }));
  const [formError, setFormError] = useState<string | null>(null);
  const createPartner = useApiMutation('createPartner', { invalidates: ['listPartners'] });
  const updatePartner = useApiMutation('updatePartner', { invalidates: ['listPartners'] });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<PartnerFormValues, unknown, PartnerFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: partner ? toPartnerFormValues(partner) : { ...toPartnerFormValues(), ptype },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = toPartnerBody(values);
      const saved = partner
        ? await updatePartner.trigger({ params: { partnerId: partner.id }, body })
        : await createPartner.trigger({ body });
      const name = saved.name;
      toast.success(partner ? t`${name} saved` : t`${name} added`);
      onSaved(saved);
    } catch (error) {
      const message = showServerIssues(error, fieldOfPartnerIssue, setError);
      setFormError(message);
    }
  });
  const partnerName = partner?.name;
  const heading = partner ? t`Edit ${partnerName}` : t`Add a partner`;
  return (
    <form
      noValidate
      aria-label={heading}
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label={t`Name`} maxLength={100} autoComplete="off" />
        <Select control={control} name="ptype" label={t`Partner type`} options={typeOptions} />
      </div>
      <TextField control={control} name="tagline" label={t`Tagline`} maxLength={140} autoComplete="off" />
      <TextArea control={control} name="description" label={t`Description`} rows={4} maxLength={3000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="city" label={t`City`} maxLength={100} autoComplete="off" />
        <TextField control={control} name="website" label={t`Website`} type="url" maxLength={300} placeholder="https://" />
      </div>
      <Checkbox control={control} name="preferred" label={t`Preferred partner (listed first, with its offer)`} />
      <TextField control={control} name="offer" label={t`Offer for members`} maxLength={300} autoComplete="off" />
      <TextArea
        control={control}
        name="places"
        label={t`Places`}
        hint={t`Paste the links of the partner's places (…/places/view/…) or their ids, separated by commas. Their upcoming events appear on the partner's events page.`}
        rows={2}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t`Saving…` : partner ? t`Save partner` : t`Add partner`}
        </button>
      </div>
    </form>
  );
}
