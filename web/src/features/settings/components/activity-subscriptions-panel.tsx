import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ActivitySubscription } from '@shared/schemas/activity-subscription';
import { limits } from '@shared/constants/limits';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { gameTypeName } from '@web/lib/game-types';
import { toast } from '@web/lib/toast';
import { emptyForm, fromEntry, toEntry, upsert, withoutEntry, type ActivityForm } from '../activity-form';
import { useApiMutation } from '@web/lib/use-api';
import { SubscriptionDialog } from './subscription-dialog';

export interface ActivitySubscriptionsPanelProps {
  uid: string;
  initial: ActivitySubscription[];
  onSaved?: () => void;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/**
 * Activity Subscription tab (spec §2, §4, §5): the list with add, edit and delete. Every change
 * saves the whole list (user update with field activitySubscriptions); the server e-mails a
 * confirmation for each new or changed entry.
 */
export function ActivitySubscriptionsPanel({ uid, initial, onSaved }: ActivitySubscriptionsPanelProps) {
  const { t } = useLingui();
  const [list, setList] = useState<ActivitySubscription[]>(initial);
  const [editing, setEditing] = useState<ActivityForm | null>(null);
  const [busy, setBusy] = useState(false);
  // §7: the whole list is saved as a user update with field activitySubscriptions.
  const update = useApiMutation('updateActivitySubscriptions');

  const persist = async (next: ActivitySubscription[], success: string) => {
    setBusy(true);
    try {
      const saved = await update.trigger({ params: { uid }, body: { activitySubscriptions: next } });
      setList(saved.activitySubscriptions);
      toast.success(success, { duration: limits.snackbarMs.short });
      onSaved?.();
      return true;
    } catch (error) {
      const reason = error instanceof ApiError || error instanceof Error ? error.message : '';
      toast.error(t`Could not save your activity subscriptions. ${reason}`.trim(), {
        duration: limits.snackbarMs.short,
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        <Trans>Get an e-mail when new games you like are posted near a place you choose.</Trans>
      </p>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">
          <Trans>You have no activity subscriptions yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Activity subscriptions`} className="flex flex-col gap-3">
          {list.map((s) => {
            const place = s.address.name || s.address.description;
            const radius = s.radius;
            const from = s.startDate === null ? '…' : shortDate.format(s.startDate);
            const to = s.endDate === null ? t`no end date` : shortDate.format(s.endDate);
            return (
              <li key={s.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex items-center gap-2 font-semibold text-slate-900">
                    <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                    {t({ message: plural(radius, { one: `${place} · within # mile`, other: `${place} · within # miles` }) })}
                  </p>
                  <p className="text-slate-700">{s.activities.map(gameTypeName).join(', ')}</p>
                  {(s.startDate !== null || s.endDate !== null) && (
                    <p className="text-sm text-slate-600">
                      <Trans>
                        Temporary: {from} – {to}
                      </Trans>
                    </p>
                  )}
                </div>
                <div className="flex gap-2">
                  <button type="button" className={secondaryButton} disabled={busy} onClick={() => setEditing(fromEntry(s))}>
                    <Pencil aria-hidden="true" className="size-4" />
                    <Trans>
                      Edit<span className="sr-only"> the subscription near {place}</span>
                    </Trans>
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy}
                    onClick={() => void persist(withoutEntry(list, s.id), t`Activity subscription deleted`)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>
                      Delete<span className="sr-only"> the subscription near {place}</span>
                    </Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={`${primaryButton} self-start`} disabled={busy} onClick={() => setEditing(emptyForm())}>
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add subscription</Trans>
      </button>
      {editing && (
        <SubscriptionDialog
          form={editing}
          saving={busy}
          onCancel={() => setEditing(null)}
          onSave={async (form) => {
            const entry = toEntry(form) as ActivitySubscription;
            if (await persist(upsert(list, entry), t`Activity subscriptions saved`)) setEditing(null);
          }}
        />
      )}
    </div>
  );
}
