import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { limits } from '@shared/constants/limits';
import { settingsMessages } from '@shared/constants/messages';
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
  const id = useId();
  // The caller's user lists to block from, loaded when the dialog opens.
  const lists = useApi('listUserLists', open ? { params: { uid } } : null);
  const block = useApiMutation('blockUsers');
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
      toast.success(settingsMessages.usersBlocked, { duration: limits.snackbarMs.short });
      onBlocked(settings);
      change(false);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? settingsMessages.userAlreadyBlocked : settingsMessages.blockFailed, {
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
      title="Block users"
      description="Pick one of your user lists, then the people to block. Blocked people cannot message you, connect with you or send you family requests."
      widthClass="max-w-[800px]"
    >
      <ListStates
        result={lists}
        failed="Could not load your user lists."
        loading="Loading your user lists…"
        empty="You have no user lists yet: connections, family and team members show up here."
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-list`} className={labelClass}>
              User list
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
              <option value="">Choose a list</option>
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
          <p className="text-slate-600">Nobody is on this list.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{list.name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="w-12 py-2">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Display name
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.users.map((user) => {
                  const blocked = isBlocked(user, blocklist);
                  return (
                    <tr key={user.uid} className="border-b border-slate-100">
                      <td className="py-2">
                        <input
                          type="checkbox"
                          aria-label={`Select ${user.displayName}${blocked ? ' (already blocked)' : ''}`}
                          checked={blocked || selected.has(user.uid)}
                          disabled={blocked}
                          onChange={() => setSelected((prev) => toggleSelection(prev, user, blocklist))}
                          className={`size-5 accent-brand-700 disabled:opacity-50 ${focusRing}`}
                        />
                      </td>
                      <td className="py-2">
                        {user.displayName}
                        {blocked && <span className="ml-2 text-sm text-slate-500">(blocked)</span>}
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
          Cancel
        </Dialog.Close>
        <button type="button" className={primaryButton} disabled={!canBlock(selected, busy)} onClick={() => void submit()}>
          {busy ? 'Blocking…' : 'Block'}
        </button>
      </div>
    </DialogFrame>
  );
}
