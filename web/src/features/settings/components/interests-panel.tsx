import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { gameTypeName } from '@web/lib/game-types';
import { toast } from '@web/lib/toast';
import type { BodyInputOf } from '@shared/api/routes';
import { limits } from '@shared/constants/limits';
import { SwitchField } from '@web/components/switch-field';
import { primaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';

type SportAvailability = BodyInputOf<'updateSportAvailability'>['sportAvailability'];

export interface InterestsPanelProps {
  uid: string;
  /** The saved `sportAvailability` list of {sport, toggle}. */
  initial: readonly { sport: string; toggle: boolean }[];
  onSaved?: () => void;
}

/** Interests tab (spec §3 sportAvailability): one switch per game type. */
export function InterestsPanel({ uid, initial, onSaved }: InterestsPanelProps) {
  // Game types as the server lists them. Static, so never revalidated.
  const { t } = useLingui();
  const { data, error, mutate } = useApi('listGameTypes', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const update = useApiMutation('updateSportAvailability');
  const [toggles, setToggles] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(initial.map((entry) => [entry.sport, entry.toggle])),
  );
  const [saving, setSaving] = useState(false);

  const reason = error instanceof Error ? error.message : t`please try again.`;
  if (error && !data)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-red-800">
        <p>{t`Could not load the list of games: ${reason}`}</p>
        <button type="button" className={primaryButton} onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading games…</Trans>
      </p>
    );

  const save = async () => {
    setSaving(true);
    const list: SportAvailability = data.items.map((item) => ({ sport: item.label, toggle: toggles[item.label] ?? false }));
    try {
      const saved = await update.trigger({ params: { uid }, body: { sportAvailability: list } });
      setToggles(Object.fromEntries(saved.sportAvailability.map((entry) => [entry.sport, entry.toggle])));
      toast.success(t`Updated user data successfully.`, { duration: limits.snackbarMs.short });
      onSaved?.();
    } catch (failure) {
      const why = failure instanceof Error ? failure.message : '';
      toast.error(t`Could not save your interests. ${why}`.trim(), { duration: limits.snackbarMs.short });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        <Trans>Turn on the games you want to hear about and be found for.</Trans>
      </p>
      <ul aria-label={t`Games`} className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {data.items.map((item) => (
          <li key={item.label}>
            <SwitchField
              accessibleName={gameTypeName(item.label)}
              label={gameTypeName(item.label)}
              checked={toggles[item.label] ?? false}
              onCheckedChange={(checked) => setToggles((prev) => ({ ...prev, [item.label]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
          {saving ? t`Saving…` : t`Save Changes`}
        </button>
      </div>
    </div>
  );
}
