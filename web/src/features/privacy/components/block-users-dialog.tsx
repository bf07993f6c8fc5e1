import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { limits } from '@shared/constants/limits';
import { focusRing, inputClass, labelClass, primaryButton, secondaryButton } from '@web/components/ui';
import { DialogFrame } from '@web/components/dialog-frame';
import { ListStates } from '@web/components/list-states';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { canBlock, isBlocked, toggleSelection, type Blocklist } from '../privacy-rules';

/**
 * Spec §2 Privacy: block users from one of your user lists (800 wide). §2's table has an e-mail
 * column, but the people on the lists are shown to the caller by display name only: their
 * addresses are theirs (the lists never carry them).
 */
export function BlockUsersDialog({
  open,
  onOpenChange,
  uid,
  blocklist,
  onBlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uid: string;
  blocklist: Blocklist;
  onBlocked: (settings: OutputOf<'blockUsers'>) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  // The caller's user lists to block from, loaded when the dialog opens.
  const lists = useApi('listUserLists', open ? { params: { uid } } : null);
  // A block takes away the notifications either person caused the other: the list and badge refetch.
  const block = useApiMutation('blockUsers', { invalidates: ['listNotifications'] });
  const [listId, setListId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const list = lists.data?.items.find((item) => item.id === listId);

  const change = (next: boolean) => {
    if (!next) {
      setListId('');
      setSelected(new Set());
    }
    onOpenChange(next);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const settings = await block.trigger({ params: { uid }, body: { userIds: [...selected] } });
      toast.success(t`User(s) successfully blocked.`, { duration: limits.snackbarMs.short });
      onBlocked(settings);
      change(false);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? t`User is already blocked.` : t`Error blocking users.`, {
        duration: limits.snackbarMs.short,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={t`Block users`}
      description={t`Pick one of your user lists, then the people to block. Blocked people cannot message you, connect with you or send you family requests.`}
      widthClass="max-w-[800px]"
    >
      <ListStates
        result={lists}
        failed={t`Could not load your user lists.`}
        loading={t`Loading your user lists…`}
        empty={t`You have no user lists yet: connections, family and team members show up here.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-list`} className={labelClass}>
              <Trans>User list</Trans>
            </label>
            <select
              id={`${id}-list`}
              value={listId}
              onChange={(event) => {
                setListId(event.target.value);
                setSelected(new Set());
              }}
              className={inputClass}
            >
              <option value="">{t`Choose a list`}</option>
              {data.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({item.users.length})
                </option>
              ))}
            </select>
          </div>
        )}
      </ListStates>

      {list &&
        (list.users.length === 0 ? (
          <p className="text-slate-600">
            <Trans>Nobody is on this list.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{list.name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="w-12 py-2">
                    <span className="sr-only">
                      <Trans>Select</Trans>
                    </span>
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <Trans>Display name</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.users.map((user) => {
                  const blocked = isBlocked(user, blocklist);
                  const name = user.displayName;
                  return (
                    <tr key={user.uid} className="border-b border-slate-100">
                      <td className="py-2">
                        <input
                          type="checkbox"
                          aria-label={blocked ? t`Select ${name} (already blocked)` : t`Select ${name}`}
                          checked={blocked || selected.has(user.uid)}
                          disabled={blocked}
                          onChange={() => setSelected((prev) => toggleSelection(prev, user, blocklist))}
                          className={`size-5 accent-brand-700 disabled:opacity-50 ${focusRing}`}
                        />
                      </td>
                      <td className="py-2">
                        {user.displayName}
                        {blocked && (
                          <span className="ml-2 text-sm text-slate-500">
                            <Trans>(blocked)</Trans>
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}

      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close type="button" className={secondaryButton}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <button type="button" className={primaryButton} disabled={!canBlock(selected, busy)} onClick={() => void submit()}>
          {busy ? t`Blocking…` : t`Block`}
        </button>
      </div>
    </DialogFrame>
  );
}
