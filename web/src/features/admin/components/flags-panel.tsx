import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FlagsDto } from '@shared/schemas/admin';
import { LoadError } from '@web/components/load-error';
import { SwitchField } from '@web/components/switch-field';
import { FLAGS_KEY } from '@web/lib/flags';
import { toast } from '@web/lib/toast';
import { apiKey, useApi, useApiMutation } from '@web/lib/use-api';

const flagText: Record<keyof FlagsDto, { name: string; hint: string }> = {
  subscriptionsEnabled: { name: 'Subscriptions', hint: 'Plans, pricing and the Your Subscriptions section are shown while this is on.' },
  badges: { name: 'Badges', hint: 'Players can choose on the privacy screen whether their badges are public.' },
};

/** Remote feature flags: each switch saves at once. */
export function FlagsPanel() {
  const { data, error, isLoading, mutate } = useApi('getFlags');
  const { mutate: mutateCache } = useSWRConfig();
  const update = useApiMutation('updateFlags');
  const [saving, setSaving] = useState<keyof FlagsDto | null>(null);
  const toggle = async (key: keyof FlagsDto, on: boolean) => {
    setSaving(key);
    try {
      const changes: Partial<FlagsDto> = { [key]: on };
      const saved = await update.trigger({ body: changes });
      // Every copy of the flags takes the answer: this panel's and the one the rest of the app
      // reads through lib/flags (the privacy and payments screens).
      await mutateCache(apiKey('getFlags'), saved, { revalidate: false });
      await mutateCache(FLAGS_KEY, saved, { revalidate: false });
      toast.success(`${flagText[key].name} ${on ? 'on' : 'off'}`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The flag could not be saved. Please try again.');
    } finally {
      setSaving(null);
    }
  };
  return (
    <section aria-labelledby="admin-flags" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="admin-flags" className="text-xl font-semibold text-slate-900">
        Feature flags
      </h2>
      {error ? (
        <LoadError what="Feature flags could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading flags...</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {(Object.keys(flagText) as Array<keyof FlagsDto>).map((key) => (
            <li key={key} className="flex flex-col">
              <SwitchField
                name={flagText[key].name}
                label={flagText[key].name}
                checked={data[key]}
                disabled={saving !== null}
                describedBy={`flag-${key}-hint`}
                onCheckedChange={(on) => void toggle(key, on)}
              />
              <p id={`flag-${key}-hint`} className="text-sm text-slate-600">
                {flagText[key].hint}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
