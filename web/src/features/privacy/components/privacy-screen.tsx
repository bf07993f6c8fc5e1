import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useUnsavedChanges } from '@web/components/unsaved-changes';
import { limits } from '@shared/constants/limits';
import type { PrivacySettingsDto } from '@shared/schemas/settings';
import { SwitchField } from '@web/components/switch-field';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { useFlags } from '@web/lib/flags';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';
import { togglesOf, type Blocklist, type PrivacyToggles } from '../privacy-rules';
import { BlockedConversations } from './blocked-conversations';
import { BlockUsersDialog } from './block-users-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

const toggleLabels: Record<keyof PrivacyToggles, MessageDescriptor> = {
  messagesFromAnyone: msg`Allow messages from anyone`,
  publicOnlineStatus: msg`Show my online status`,
  publicUpcomingGames: msg`Show my upcoming games`,
  publicGamesAttended: msg`Show the games I attended`,
  publicBadges: msg`Show my badges`,
};

export interface PrivacyScreenProps {
  uid: string;
  initial: PrivacySettingsDto | null;
  onSaved?: () => void;
}

/** Spec §2 Privacy screen: toggles, block list, blocked conversations, Danger Zone. */
export function PrivacyScreen({ uid, initial, onSaved }: PrivacyScreenProps) {
  const { t } = useLingui();
  const id = useId();
  const flags = useFlags();
  const [toggles, setToggles] = useState<PrivacyToggles>(() => togglesOf(initial));
  const [savedToggles, setSavedToggles] = useState<PrivacyToggles>(() => togglesOf(initial));
  const unsaved = useUnsavedChanges((Object.keys(toggles) as (keyof PrivacyToggles)[]).some((k) => toggles[k] !== savedToggles[k]));
  const [blocklist, setBlocklist] = useState<Blocklist>(initial?.blocklist ?? []);
  const [saving, setSaving] = useState(false);
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const update = useApiMutation('updatePrivacy');
  const unblockOne = useApiMutation('unblockUser');

  // §6: the badges toggle exists only while the remote-config badges flag is on.
  const shown = (Object.keys(toggleLabels) as (keyof PrivacyToggles)[]).filter(
    (key) => key !== 'publicBadges' || flags.badges === true,
  );

  const apply = (settings: PrivacySettingsDto) => {
    setBlocklist(settings.blocklist);
    onSaved?.();
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await update.trigger({ params: { uid }, body: toggles });
      setToggles(togglesOf(saved));
      setSavedToggles(togglesOf(saved));
      apply(saved);
      toast.success(t`Privacy has been updated successfully.`, { duration: limits.snackbarMs.short });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      toast.error(t`Could not update your privacy settings. ${reason}`.trim(), {
        duration: limits.snackbarMs.short,
      });
    } finally {
      setSaving(false);
    }
  };

  const unblock = async (blockedUid: string) => {
    setUnblocking(blockedUid);
    try {
      apply(await unblockOne.trigger({ params: { uid, blockedUid } }));
      toast.success(t`User unblocked successfully.`, { duration: limits.snackbarMs.short });
    } catch {
      toast.error(t`Error while unblocking user.`, { duration: limits.snackbarMs.short });
    } finally {
      setUnblocking(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {unsaved.prompt}
      <section
        aria-labelledby={`${id}-toggles`}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h3 id={`${id}-toggles`} className="text-lg font-semibold text-slate-900">
          <Trans>Who can reach and see you</Trans>
        </h3>
        <ul className="flex flex-col gap-1">
          {shown.map((key) => (
            <li key={key}>
              <SwitchField
                accessibleName={t(toggleLabels[key])}
                label={t(toggleLabels[key])}
                checked={toggles[key]}
                onCheckedChange={(checked) => setToggles((prev) => ({ ...prev, [key]: checked }))}
              />
            </li>
          ))}
        </ul>
        <div>
          <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
            {saving ? t`Saving…` : t`Save Changes`}
          </button>
        </div>
      </section>

      <section
        aria-labelledby={`${id}-blocked`}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${id}-blocked`} className="text-lg font-semibold text-slate-900">
            <Trans>Blocked users</Trans>
          </h3>
          <button type="button" className={secondaryButton} onClick={() => setBlockOpen(true)}>
            <Trans>Block users</Trans>
          </button>
        </div>
        {blocklist.length === 0 ? (
          <p className="text-slate-600">
            <Trans>You have not blocked anyone.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Blocked users`} className="flex flex-col divide-y divide-slate-100">
            {blocklist.map((entry) => {
              const name = entry.displayName;
              return (
                <li key={entry.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="break-all">{entry.displayName}</span>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={unblocking === entry.userId}
                    onClick={() => void unblock(entry.userId)}
                    aria-label={t`Unblock ${name}`}
                  >
                    <Trans>Unblock</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <BlockedConversations uid={uid} />

      <section
        aria-labelledby={`${id}-danger`}
        className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:p-6"
      >
        <h3 id={`${id}-danger`} className="text-lg font-semibold text-red-900">
          <Trans>Danger Zone</Trans>
        </h3>
        <p className="text-red-900">
          <Trans>Deleting your account removes your profile and all your data. It cannot be undone.</Trans>
        </p>
        <div>
          <button
            type="button"
            onClick={() => setDeleteOpen(true)}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            <Trans>Delete Your Account</Trans>
          </button>
        </div>
      </section>

      <BlockUsersDialog open={blockOpen} onOpenChange={setBlockOpen} uid={uid} blocklist={blocklist} onBlocked={apply} />
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} uid={uid} />
    </div>
  );
}
