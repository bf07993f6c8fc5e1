import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { partnerTypes, type PartnerType } from '@shared/schemas/partner';
import { partnerTypeTitles } from '../partner-type-titles';
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
  const { t } = useLingui();
  const [type, setType] = useState<PartnerType>('venues');
  const partners = useApi('listPartners', { query: { type } });
  const deletePartner = useApiMutation('deletePartner', { invalidates: ['listPartners'] });
  // 'new' while adding, a partner while editing, null otherwise.
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  return (
    <AdminPanel
      id="admin-partners"
      title={t`Partners`}
      controls={
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <PlainSelect
            label={t`Type`}
            value={type}
            options={partnerTypes.map((value) => ({ value, label: t(partnerTypeTitles[value].title) }))}
            onChange={(raw) => setType(raw as PartnerType)}
          />
          {editing === null && (
            <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
              <Trans>Add partner</Trans>
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
        failed={t`Partners could not be loaded.`}
        loading={t`Loading partners...`}
        empty={t(partnerTypeTitles[type].none)}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.items.map((p) => {
              const name = p.name;
              const places = p.placeIds.length;
              return (
                <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col">
                    <Link to={paths.preferredPartner(p.id)} className={textLink}>
                      {p.name}
                    </Link>
                    <span className="text-sm text-slate-600">
                      {p.preferred ? `${t`Preferred`} · ` : ''}
                      {p.city || t`No city`} · {t({ message: plural(places, { one: '# place', other: '# places' }) })}
                    </span>
                  </div>
                  <div className="flex gap-2">
                    <button type="button" className={secondaryButton} onClick={() => setEditing(p)} aria-label={t`Edit ${name}`}>
                      <Trans>Edit</Trans>
                    </button>
                    <ConfirmDialog
                      trigger={
                        <button type="button" className={`${secondaryButton} text-red-700`} aria-label={t`Remove ${name}`}>
                          <Trans>Remove</Trans>
                        </button>
                      }
                      title={t`Remove ${name}?`}
                      description={t`The partner's pages stop working at once. This cannot be undone.`}
                      confirmLabel={t`Remove partner`}
                      busyLabel={t`Removing…`}
                      onConfirm={async () => {
                        try {
                          await deletePartner.trigger({ params: { partnerId: p.id } });
                          toast.success(t`${name} removed`);
                          return undefined;
                        } catch (e) {
                          return e instanceof Error ? e.message : t`The partner could not be removed. Please try again.`;
                        }
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
    </AdminPanel>
  );
}
