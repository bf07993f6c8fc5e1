import { useState } from 'react';
import { Link } from 'react-router-dom';
import { partnerTypeLabels, partnerTypes, type PartnerType } from '@shared/schemas/partner';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListStates } from '@web/components/list-states';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { PlainSelect } from '@web/components/lists';
import { AdminPanel } from './admin-panel';
import { PartnerForm, type Partner } from './partner-form';

/** Partners: list by type, add, edit and remove. */
export function PartnersPanel() {
  const [type, setType] = useState<PartnerType>('venues');
  const partners = useApi('listPartners', { query: { type } });
  const deletePartner = useApiMutation('deletePartner', { invalidates: ['listPartners'] });
  // 'new' while adding, a partner while editing, null otherwise.
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  return (
    <AdminPanel
      id="admin-partners"
      title="Partners"
      controls={
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <PlainSelect
            label="Type"
            value={type}
            options={partnerTypes.map((t) => ({ value: t, label: partnerTypeLabels[t].title }))}
            onChange={(raw) => setType(raw as PartnerType)}
          />
          {editing === null && (
            <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
              Add partner
            </button>
          )}
        </div>
      }
    >
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
      <ListStates
        result={partners}
        failed="Partners could not be loaded."
        loading="Loading partners..."
        empty={`No ${partnerTypeLabels[type].title.toLowerCase()} yet.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
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
      </ListStates>
    </AdminPanel>
  );
}
