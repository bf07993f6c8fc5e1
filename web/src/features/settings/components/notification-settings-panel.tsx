import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import { teamDiscussionKey } from '@shared/constants/notification-types';
import type { NotificationSettings } from '@shared/schemas/settings';
import { focusRing, primaryButton, secondaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { channelsOf, reminderRows, settingsToSave, typeRows, withChannel, type Channel } from '../notification-settings';
import { PushDeviceCard } from './push-device-card';

export interface NotificationSettingsPanelProps {
  uid: string;
  initial: NotificationSettings;
  onSaved?: () => void;
}

interface Row {
  key: string;
  title: string;
  description: string;
}

/** Notification Settings tab (spec §2, §3): per-type e-mail and push, then one panel per community. */
export function NotificationSettingsPanel({ uid, initial, onSaved }: NotificationSettingsPanelProps) {
  const { t } = useLingui();
  const [settings, setSettings] = useState<NotificationSettings>(initial);
  const [saving, setSaving] = useState(false);
  const shown = (rows: ReadonlyArray<{ key: string; title: MessageDescriptor; description: MessageDescriptor }>): Row[] =>
    rows.map((row) => ({ key: row.key, title: t(row.title), description: t(row.description) }));
  // The teams and communities the person belongs to: one discussion setting each.
  const teams = useApi('listUserTeams', { params: { uid } });
  const update = useApiMutation('updateNotificationSettings');

  const toggle = (key: string, channel: Channel, on: boolean) => setSettings((prev) => withChannel(prev, key, channel, on));

  const save = async () => {
    setSaving(true);
    try {
      const teamIds = teams.data?.items.map((team) => team.teamId) ?? [];
      const saved = await update.trigger({ params: { uid }, body: { notificationSettings: settingsToSave(settings, teamIds) } });
      setSettings(saved.notificationSettings);
      toast.success(t`Updated user data successfully.`, { duration: limits.snackbarMs.short });
      onSaved?.();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      toast.error(t`Could not save your notification settings. ${reason}`.trim(), {
        duration: limits.snackbarMs.short,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PushDeviceCard />
      <SettingsTable caption={t`Notification types`} rows={shown(typeRows)} settings={settings} onToggle={toggle} />

      <section aria-labelledby="game-reminders" className="flex flex-col gap-2">
        <h3 id="game-reminders" className="text-lg font-semibold text-slate-900">
          <Trans>Game reminders</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            When to be reminded of the games you joined, for every date of a repeating game. Reminders also need Event joins
            turned on for that channel.
          </Trans>
        </p>
        <SettingsTable caption={t`Game reminders`} rows={shown(reminderRows)} settings={settings} onToggle={toggle} />
      </section>

      <section aria-labelledby="community-notifications" className="flex flex-col gap-3">
        <h3 id="community-notifications" className="text-lg font-semibold text-slate-900">
          <Trans>Communities</Trans>
        </h3>
        {teams.error && !teams.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
            <p>
              <Trans>Could not load your communities.</Trans> {teams.error instanceof Error ? teams.error.message : ''}
            </p>
            <button type="button" className={secondaryButton} onClick={() => void teams.mutate()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : !teams.data ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading your communities…</Trans>
          </p>
        ) : teams.data.items.length === 0 ? (
          <p className="text-slate-600">
            <Trans>You are not in any team or community yet. Their discussion settings will show here.</Trans>
          </p>
        ) : (
          <Accordion.Root type="multiple" className="flex flex-col gap-2">
            {teams.data.items.map((team) => {
              const name = team.name;
              return (
                <Accordion.Item key={team.teamId} value={team.teamId} className="rounded-md border border-slate-200 bg-white">
                  <Accordion.Header>
                    <Accordion.Trigger
                      className={`group flex min-h-11 w-full items-center justify-between gap-2 px-3 text-left font-medium text-slate-900 ${focusRing}`}
                    >
                      {team.name}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-3 pb-3">
                    <SettingsTable
                      caption={t`${name} notifications`}
                      rows={[
                        {
                          key: teamDiscussionKey(team.teamId),
                          title: t`${name} discussion`,
                          description:
                            team.kind === 'community'
                              ? t`New posts and replies in the community discussion.`
                              : t`New posts and replies in the team discussion.`,
                        },
                      ]}
                      settings={settings}
                      onToggle={toggle}
                    />
                  </Accordion.Content>
                </Accordion.Item>
              );
            })}
          </Accordion.Root>
        )}
      </section>

      <div>
        <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
          {saving ? t`Saving…` : t`Save Changes`}
        </button>
      </div>
    </div>
  );
}

function SettingsTable({
  caption,
  rows,
  settings,
  onToggle,
}: {
  caption: string;
  rows: readonly Row[];
  settings: NotificationSettings;
  onToggle: (key: string, channel: Channel, on: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-sm text-slate-600">
          <th scope="col" className="py-2 pr-2 font-medium">
            <Trans>Notification</Trans>
          </th>
          <th scope="col" className="w-16 py-2 text-center font-medium">
            <Trans>Email</Trans>
          </th>
          <th scope="col" className="w-16 py-2 text-center font-medium">
            <Trans>Push</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const channels = channelsOf(settings, row.key);
          const title = row.title;
          return (
            <tr key={row.key} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="block font-medium text-slate-900">{row.title}</span>
                <span className="block text-sm text-slate-600">{row.description}</span>
              </th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel} className="py-2 text-center">
                  <input
                    type="checkbox"
                    aria-label={channel === 'email' ? t`${title} email notifications` : t`${title} push notifications`}
                    checked={channels[channel]}
                    onChange={(event) => onToggle(row.key, channel, event.target.checked)}
                    className={`size-5 accent-brand-700 ${focusRing}`}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
