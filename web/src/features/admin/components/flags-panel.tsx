import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import type { FlagsDto } from '@shared/schemas/admin';
import { ListStates } from '@web/components/list-states';
import { SwitchField } from '@web/components/switch-field';
import { flagsKey } from '@web/lib/flags';
import { apiKey, useApi, useApiMutation } from '@web/lib/use-api';
import { AdminPanel, useRowAction } from './admin-panel';

const flagText: Record<
  keyof FlagsDto,
  { name: MessageDescriptor; hint: MessageDescriptor; on: MessageDescriptor; off: MessageDescriptor }
> = {
  subscriptionsEnabled: {
    name: msg`Subscriptions`,
    hint: msg`Plans, pricing and the Your Subscriptions section are shown while this is on.`,
    on: msg`Subscriptions on`,
    off: msg`Subscriptions off`,
  },
  badges: {
    name: msg`Badges`,
    hint: msg`Players can choose on the privacy screen whether their badges are public.`,
    on: msg`Badges on`,
    off: msg`Badges off`,
  },
};

/** Remote feature flags: each switch saves at once and shows the stored switch, not the admin's own beta view. */
export function FlagsPanel() {
  const { t } = useLingui();
  const flags = useApi('getFlags');
  const { mutate: mutateCache } = useSWRConfig();
  const update = useApiMutation('updateFlags');
  const { busy: saving, run } = useRowAction(t`The flag could not be saved. Please try again.`);
  const toggle = (key: keyof FlagsDto, on: boolean) =>
    run(key, async () => {
      const changes: Partial<FlagsDto> = { [key]: on };
      const saved = await update.trigger({ body: changes });
      // Every copy of the flags takes the answer: this panel's and the one the rest of the app
      // reads through lib/flags (the privacy and payments screens), as the admin sees them.
      await mutateCache(apiKey('getFlags'), saved, { revalidate: false });
      await mutateCache(flagsKey(true), saved, { revalidate: false });
      return t(on ? flagText[key].on : flagText[key].off);
    });
  return (
    <AdminPanel id="admin-flags" title={t`Feature flags`}>
      <ListStates
        result={flags}
        failed={t`Feature flags could not be loaded.`}
        loading={t`Loading flags...`}
        empty={null}
        isEmpty={() => false}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {(Object.keys(flagText) as Array<keyof FlagsDto>).map((key) => (
              <li key={key} className="flex flex-col">
                <SwitchField
                  accessibleName={t(flagText[key].name)}
                  label={t(flagText[key].name)}
                  checked={(data.everyone ?? data)[key]}
                  disabled={saving !== null}
                  describedBy={`flag-${key}-hint`}
                  onCheckedChange={(on) => void toggle(key, on)}
                />
                <p id={`flag-${key}-hint`} className="text-sm text-slate-600">
                  {t(flagText[key].hint)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </AdminPanel>
  );
}
