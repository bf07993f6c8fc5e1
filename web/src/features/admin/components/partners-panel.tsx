import { useState } from 'react';
import { Link } from 'react-router-dom';
import { partnerTypeLabels, partnerTypes, type PartnerType } from '@shared/schemas/partner';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { PartnerForm, type Partner } from './partner-form';

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
