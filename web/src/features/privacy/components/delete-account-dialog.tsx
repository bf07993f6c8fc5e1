import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { settingsMessages } from '@shared/constants/messages';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { endingThisSession, keepingThisSession, signOut } from '@web/lib/auth';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { canDeleteAccount } from '../privacy-rules';
import { DialogFrame } from '@web/components/dialog-frame';

const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-5 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';

/** Spec §2 / §5: the 400-wide confirmation; type DELETE exactly; not while on any team. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  uid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uid: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  // The teams the person is on, checked when the dialog opens: nobody leaves a team by deleting.
  const teams = useApi('listUserTeams', open ? { params: { uid } } : null);
  const remove = useApiMutation('deleteAccount');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const teamNames = teams.data?.items.map((team) => team.name) ?? [];
  const teamList = teamNames.join(', ');
  const confirmWord = settingsMessages.deleteConfirmWord;

  const change = (next: boolean) => {
    if (!next) {
      setTyped('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      // Reads still in flight are refused once the account is gone: expected here, not a lost session.
      await endingThisSession();
      await remove.trigger({ params: { uid }, body: { confirm: settingsMessages.deleteConfirmWord } });
    } catch (failure) {
      keepingThisSession();
      // 409 names the teams still to leave; anything else is the spec's message.
      const message =
        failure instanceof ApiError && failure.status === 409
          ? failure.message
          : t`An error occurred while deleting your account.`;
      setError(message);
      toast.error(message, { duration: limits.snackbarMs.short });
      setBusy(false);
      return;
    }
    toast.success(t`Account deleted successfully.`, { duration: limits.snackbarMs.short });
    // The Cognito user is gone: the remote sign-out may fail, the local tokens are cleared anyway.
    await signOut().catch(() => undefined);
    void navigate(paths.home, { replace: true });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={t`Delete Your Account`}
      description={t`This deletes your profile, settings, family connections and notifications for good. It cannot be undone.`}
      widthClass="max-w-[400px]"
    >
      {teams.error && !teams.data ? (
        <p role="alert" className="text-red-800">
          <Trans>Could not check your teams.</Trans> {teams.error instanceof Error ? teams.error.message : ''}
        </p>
      ) : !teams.data ? (
        <p role="status" className="text-slate-600">
          <Trans>Checking your teams…</Trans>
        </p>
      ) : teamNames.length > 0 ? (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {t({
            message: plural(teamNames.length, {
              one: `You are still on the team ${teamList}. Delete or leave it before deleting your account.`,
              other: `You are still on these teams ${teamList}. Delete or leave them before deleting your account.`,
            }),
          })}
        </p>
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-confirm`} className={labelClass}>
          <Trans>Type {confirmWord} to confirm</Trans>
        </label>
        <input
          id={`${id}-confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={inputClass}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close type="button" className={secondaryButton}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <button
          type="button"
          className={dangerButton}
          disabled={!canDeleteAccount(typed, teams.data?.items, busy)}
          onClick={() => void submit()}
        >
          {busy ? t`Deleting…` : t`Delete account`}
        </button>
      </div>
    </DialogFrame>
  );
}
