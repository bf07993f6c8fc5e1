import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { OutputOf } from '../../../../../shared/api/routes';
import { partnerTypeLabels, partnerTypes, type PartnerType } from '../../../../../shared/schemas/partner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describedBy, FieldShell, FormMessage, TextField, useFieldIds } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useApi, useApiMutation } from '../../../lib/use-api';
import {
  fieldOfPartnerIssue,
  partnerFormSchema,
  toPartnerBody,
  toPartnerFormValues,
  type PartnerFormOutput,
  type PartnerFormValues,
} from '../partner-form-values';

type Partner = OutputOf<'getPartner'>;
const resolver = zodResolver(partnerFormSchema);

/** Partners: list by type, add, edit and remove. */
export function PartnersPanel() {
  const [type, setType] = useState<PartnerType>('venues');
  const { data, error, isLoading, mutate } = useApi('listPartners', { query: { type } });
  const deletePartner = useApiMutation('deletePartner', { invalidates: ['listPartners'] });
  // 'new' while adding, a partner while editing, null otherwise.
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  return (
    <section aria-labelledby="admin-partners" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-partners" className="text-xl font-semibold text-slate-900">
          Partners
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-col gap-1">
            <span className={labelClass}>Type</span>
            <select className={inputClass} value={type} onChange={(e) => setType(e.target.value as PartnerType)}>
              {partnerTypes.map((t) => (
                <option key={t} value={t}>
                  {partnerTypeLabels[t].title}
                </option>
              ))}
            </select>
          </label>
          {editing === null && (
            <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
              Add partner
            </button>
          )}
        </div>
      </div>
      {editing !== null && (
        <PartnerForm
          key={editing === 'new' ? 'new' : editing.id}
          partner={editing === 'new' ? undefined : editing}
          ptype={type}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setType(saved.ptype);
          }}
        />
      )}
      {error ? (
        <LoadError what="Partners could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading partners...</p>
      ) : data.items.length === 0 ? (
        <p className="text-slate-600">No {partnerTypeLabels[type].title.toLowerCase()} yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.items.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col">
                <Link to={paths.preferredPartner(p.id)} className={textLink}>
                  {p.name}
                </Link>
                <span className="text-sm text-slate-600">
                  {p.preferred ? 'Preferred · ' : ''}
                  {p.city || 'No city'} · {p.placeIds.length} {p.placeIds.length === 1 ? 'place' : 'places'}
                </span>
              </div>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </button>
                <ConfirmDialog
                  trigger={
                    <button type="button" className={`${secondaryButton} text-red-700`} aria-label={`Remove ${p.name}`}>
                      Remove
                    </button>
                  }
                  title={`Remove ${p.name}?`}
                  description="The partner's pages stop working at once. This cannot be undone."
                  confirmLabel="Remove partner"
                  busyLabel="Removing…"
                  onConfirm={async () => {
                    try {
                      await deletePartner.trigger({ params: { partnerId: p.id } });
                      toast.success(`${p.name} removed`);
                      return undefined;
                    } catch (e) {
                      return e instanceof Error ? e.message : 'The partner could not be removed. Please try again.';
                    }
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PartnerForm({
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
  const [formError, setFormError] = useState<string | null>(null);
  const createPartner = useApiMutation('createPartner', { invalidates: ['listPartners'] });
  const updatePartner = useApiMutation('updatePartner', { invalidates: ['listPartners'] });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerFormValues, unknown, PartnerFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: partner ? toPartnerFormValues(partner) : { ...toPartnerFormValues(), ptype },
  });
  const typeIds = useFieldIds();
  const descriptionIds = useFieldIds();
  const placesIds = useFieldIds();
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = toPartnerBody(values);
      const saved = partner ? await updatePartner.trigger({ params: { partnerId: partner.id }, body }) : await createPartner.trigger({ body });
      toast.success(partner ? `${saved.name} saved` : `${saved.name} added`);
      onSaved(saved);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = fieldOfPartnerIssue(issue.path);
          if (field) setError(field, { message: issue.message });
        }
      }
      setFormError(message);
    }
  });
  const heading = partner ? `Edit ${partner.name}` : 'Add a partner';
  return (
    <form noValidate aria-label={heading} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} autoComplete="off" registration={register('name')} error={errors.name?.message} />
        <FieldShell ids={typeIds} label="Partner type" error={errors.ptype?.message}>
          <select {...register('ptype')} {...describedBy(typeIds, { error: errors.ptype?.message })} className={inputClass}>
            {partnerTypes.map((t) => (
              <option key={t} value={t}>
                {partnerTypeLabels[t].title}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <TextField label="Tagline" maxLength={140} autoComplete="off" registration={register('tagline')} error={errors.tagline?.message} />
      <FieldShell ids={descriptionIds} label="Description" error={errors.description?.message}>
        <textarea {...register('description')} {...describedBy(descriptionIds, { error: errors.description?.message })} rows={4} maxLength={3000} className={`${inputClass} py-2`} />
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" maxLength={100} autoComplete="off" registration={register('city')} error={errors.city?.message} />
        <TextField label="Website" type="url" maxLength={300} placeholder="https://" registration={register('website')} error={errors.website?.message} />
      </div>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('preferred')} className="size-5 accent-brand-700" />
        Preferred partner (listed first, with its offer)
      </label>
      <TextField label="Offer for members" maxLength={300} autoComplete="off" registration={register('offer')} error={errors.offer?.message} />
      <FieldShell
        ids={placesIds}
        label="Places"
        hint="Paste the links of the partner's places (…/places/view/…) or their ids, separated by commas. Their upcoming events appear on the partner's events page."
        error={errors.places?.message}
      >
        <textarea {...register('places')} {...describedBy(placesIds, { hint: true, error: errors.places?.message })} rows={2} className={`${inputClass} py-2`} />
      </FieldShell>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : partner ? 'Save partner' : 'Add partner'}
        </button>
      </div>
    </form>
  );
}
