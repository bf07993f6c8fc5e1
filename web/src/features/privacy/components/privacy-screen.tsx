import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { settingsMessages } from '../../../../../shared/constants/messages';
import type { PrivacySettingsDto } from '../../../../../shared/schemas/settings';
import { SwitchField } from '../../../components/switch-field';
import { primaryButton, secondaryButton } from '../../../components/ui';
import { unblockConversation, useBlockedConversations } from '../api/blocked-conversations';
import { useFlags } from '../../../lib/flags';
import { unblockUser, updatePrivacy } from '../api/privacy';
import { togglesOf, type Blocklist, type PrivacyToggles } from '../privacy-rules';
import { SNACKBAR_MS } from '../snackbar';
import { BlockUsersDialog } from './block-users-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

const toggleLabels: Record<keyof PrivacyToggles, string> = {
  messagesFromAnyone: 'Allow messages from anyone',
  publicOnlineStatus: 'Show my online status',
  publicUpcomingGames: 'Show my upcoming games',
  publicBadges: 'Show my badges',
};

export interface PrivacyScreenProps {
  uid: string;
  initial: PrivacySettingsDto | null;
  onSaved?: () => void;
}

/** Spec §2 Privacy screen: toggles, block list, blocked conversations, Danger Zone. */
export function PrivacyScreen({ uid, initial, onSaved }: PrivacyScreenProps) {
  const id = useId();
  const flags = useFlags();
  const [toggles, setToggles] = useState<PrivacyToggles>(() => togglesOf(initial));
  const [blocklist, setBlocklist] = useState<Blocklist>(initial?.blocklist ?? []);
  const [saving, setSaving] = useState(false);
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  // §6: the badges toggle exists only while the remote-config badges flag is on.
  const shown = (Object.keys(toggleLabels) as (keyof PrivacyToggles)[]).filter((key) => key !== 'publicBadges' || flags.badges === true);

  const apply = (settings: PrivacySettingsDto) => {
    setBlocklist(settings.blocklist);
    onSaved?.();
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updatePrivacy(uid, toggles);
      setToggles(togglesOf(saved));
      apply(saved);
      toast.success(settingsMessages.privacyUpdated, { duration: SNACKBAR_MS });
    } catch (error) {
      toast.error(`Could not update your privacy settings. ${error instanceof Error ? error.message : ''}`.trim(), {
        duration: SNACKBAR_MS,
      });
    } finally {
      setSaving(false);
    }
  };

  const unblock = async (blockedUid: string) => {
    setUnblocking(blockedUid);
    try {
      apply(await unblockUser(uid, blockedUid));
      toast.success(settingsMessages.userUnblocked, { duration: SNACKBAR_MS });
    } catch {
      toast.error(settingsMessages.unblockFailed, { duration: SNACKBAR_MS });
    } finally {
      setUnblocking(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-toggles`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h3 id={`${id}-toggles`} className="text-lg font-semibold text-slate-900">
          Who can reach and see you
        </h3>
        <ul className="flex flex-col gap-1">
          {shown.map((key) => (
            <li key={key}>
              <SwitchField
                name={toggleLabels[key]}
                label={toggleLabels[key]}
                checked={toggles[key]}
                onCheckedChange={(checked) => setToggles((prev) => ({ ...prev, [key]: checked }))}
              />
            </li>
          ))}
        </ul>
        <div>
          <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
            {saving ? 'Saving…' : 'Save Changes'}
          </button>
        </div>
      </section>

      <section aria-labelledby={`${id}-blocked`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${id}-blocked`} className="text-lg font-semibold text-slate-900">
            Blocked users
          </h3>
          <button type="button" className={secondaryButton} onClick={() => setBlockOpen(true)}>
            Block users
          </button>
        </div>
        {blocklist.length === 0 ? (
          <p className="text-slate-600">You have not blocked anyone.</p>
        ) : (
          <ul aria-label="Blocked users" className="flex flex-col divide-y divide-slate-100">
            {blocklist.map((entry) => (
              <li key={entry.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="break-all">{entry.displayName}</span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={unblocking === entry.userId}
                  onClick={() => void unblock(entry.userId)}
                  aria-label={`Unblock ${entry.displayName}`}
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <BlockedConversations uid={uid} />

      <section aria-labelledby={`${id}-danger`} className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:p-6">
        <h3 id={`${id}-danger`} className="text-lg font-semibold text-red-900">
          Danger Zone
        </h3>
        <p className="text-red-900">Deleting your account removes your profile and all your data. It cannot be undone.</p>
        <div>
          <button
            type="button"
            onClick={() => setDeleteOpen(true)}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            Delete Your Account
          </button>
        </div>
      </section>

      <BlockUsersDialog open={blockOpen} onOpenChange={setBlockOpen} uid={uid} blocklist={blocklist} onBlocked={apply} />
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} uid={uid} />
    </div>
  );
}

function BlockedConversations({ uid }: { uid: string }) {
  const id = useId();
  const conversations = useBlockedConversations(uid);
  const [busy, setBusy] = useState<string | null>(null);

  const unblock = async (conversationId: string) => {
    setBusy(conversationId);
    try {
      await unblockConversation(conversationId, uid);
      toast.success(settingsMessages.userUnblocked, { duration: SNACKBAR_MS });
      await conversations.mutate((current) => current && { items: current.items.filter((c) => c.conversationId !== conversationId) });
    } catch {
      toast.error(settingsMessages.unblockFailed, { duration: SNACKBAR_MS });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Blocked conversations
      </h3>
      {conversations.error && !conversations.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
          <p>Could not load your blocked conversations. {conversations.error instanceof Error ? conversations.error.message : ''}</p>
          <button type="button" className={secondaryButton} onClick={() => void conversations.mutate()}>
            Try again
          </button>
        </div>
      ) : !conversations.data ? (
        <p role="status" className="text-slate-600">
          Loading blocked conversations…
        </p>
      ) : conversations.data.items.length === 0 ? (
        <p className="text-slate-600">No blocked conversations.</p>
      ) : (
        <ul aria-label="Blocked conversations" className="flex flex-col divide-y divide-slate-100">
          {conversations.data.items.map((conversation) => {
            const name = conversation.otherDisplayName ?? 'Conversation';
            return (
              <li key={conversation.conversationId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {name}
                  <span className="ml-2 text-sm text-slate-600">blocked {new Date(conversation.blockedAt).toLocaleDateString()}</span>
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy === conversation.conversationId}
                  onClick={() => void unblock(conversation.conversationId)}
                  aria-label={`Unblock conversation with ${name}`}
                >
                  Unblock
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
