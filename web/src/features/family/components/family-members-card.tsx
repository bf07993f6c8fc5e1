import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId, useReducer, useState } from 'react';
import { limits } from '@shared/constants/limits';
import type { FamilyConnectionDto } from '@shared/schemas/family';
import { ListStates } from '@web/components/list-states';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { canSave, familyRowsReducer, rowToInput, saveButtonLabel, saveOutcomeMessages, type RowErrors } from '../family-rows';
import { familyAnswerMessages } from '../messages';
import { NewMemberRow } from './new-member-row';
import { SavedMember } from './saved-member';

type Errors = Record<string, RowErrors & { form?: string }>;

/** Spec §2 Family members section, §4 family states, §5 rules, §8 messages. */
export function FamilyMembersCard({ uid }: { uid: string }) {
  const { t } = useLingui();
  const id = useId();
  const connections = useApi('listFamilyConnections', { params: { uid } });
  const create = useApiMutation('createFamilyConnection');
  const destroy = useApiMutation('deleteFamilyConnection');
  const respond = useApiMutation('respondFamilyConnection');
  const [rows, dispatch] = useReducer(familyRowsReducer, []);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const clearError = (rowId: string) =>
    setErrors((prev) => {
      if (!prev[rowId]) return prev;
      const { [rowId]: _, ...rest } = prev;
      return rest;
    });

  const save = async () => {
    const checked = rows.map((row) => ({ row, result: rowToInput(row) }));
    const invalid: Errors = {};
    for (const { row, result } of checked) if (!result.ok) invalid[row.id] = result.errors;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    setSaving(true);
    const outcomes: { registered: boolean; ok: boolean }[] = [];
    const savedIds: string[] = [];
    const failed: Errors = {};
    for (const { row, result } of checked) {
      if (!result.ok) continue;
      try {
        await create.trigger({ params: { uid }, body: result.input });
        outcomes.push({ registered: result.input.isGthUser, ok: true });
        savedIds.push(row.id);
      } catch (error) {
        outcomes.push({ registered: result.input.isGthUser, ok: false });
        failed[row.id] = { form: error instanceof Error ? error.message : undefined };
      }
    }
    dispatch({ type: 'saved', ids: savedIds });
    setErrors(failed);
    const { success, failure } = saveOutcomeMessages(outcomes);
    for (const message of success) toast.success(message, { duration: limits.snackbarMs.short });
    for (const message of failure) toast.error(message, { duration: limits.snackbarMs.short });
    setSaving(false);
    await connections.mutate();
  };

  const remove = async (connection: FamilyConnectionDto) => {
    setBusy(connection.id);
    try {
      await destroy.trigger({ params: { connectionId: connection.id } });
      toast.success(t`Family connection removed`, { duration: limits.snackbarMs.short });
      await connections.mutate((current) => current && { items: current.items.filter((item) => item.id !== connection.id) }, {
        revalidate: true,
      });
    } catch {
      // §8: the failure stops the removal; the member stays listed.
      toast.error(t`Failed to remove connection`, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(null);
    }
  };

  const answer = async (connection: FamilyConnectionDto, accept: boolean) => {
    setBusy(connection.id);
    try {
      await respond.trigger({ params: { connectionId: connection.id }, body: { accept } });
      toast.success(t(accept ? familyAnswerMessages.accepted : familyAnswerMessages.declined), {
        duration: limits.snackbarMs.short,
      });
      await connections.mutate();
    } catch (error) {
      toast.error(`${t(familyAnswerMessages.failed)} ${error instanceof Error ? error.message : ''}`.trim(), {
        duration: limits.snackbarMs.short,
      });
    } finally {
      setBusy(null);
    }
  };

  const saved = connections.data?.items ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>Family members</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>Link your family: registered users get a request to confirm.</Trans>
        </p>
        <Link to={paths.familyCalendar} className={`${textLink} text-sm`}>
          <Trans>Family calendar</Trans>
        </Link>
      </div>

      <ListStates
        result={connections}
        failed={t`Failed to load family connections`}
        withReason={false}
        loading={t`Loading family members…`}
        empty={t`No family members yet.`}
        isEmpty={() => saved.length === 0 && rows.length === 0}
      >
        {() =>
          saved.length > 0 && (
            <ul aria-label={t`Family members`} className="flex flex-col divide-y divide-slate-100">
              {saved.map((connection) => (
                <SavedMember
                  key={connection.id}
                  connection={connection}
                  busy={busy === connection.id}
                  onRemove={() => void remove(connection)}
                  onAnswer={(accept) => void answer(connection, accept)}
                />
              ))}
            </ul>
          )
        }
      </ListStates>

      {rows.map((row, index) => (
        <NewMemberRow
          key={row.id}
          uid={uid}
          row={row}
          number={index + 1}
          errors={errors[row.id]}
          onChange={(field, value) => {
            clearError(row.id);
            dispatch({ type: 'set', id: row.id, field, value });
          }}
          onAnswer={(isGthUser) => {
            clearError(row.id);
            dispatch({ type: 'answer', id: row.id, isGthUser });
          }}
          onQuery={(query) => dispatch({ type: 'query', id: row.id, query })}
          onPick={(user) => {
            clearError(row.id);
            dispatch({ type: 'pick', id: row.id, user });
          }}
          onUnpick={() => dispatch({ type: 'unpick', id: row.id })}
          onRemove={() => {
            clearError(row.id);
            dispatch({ type: 'remove', id: row.id });
          }}
        />
      ))}

      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => dispatch({ type: 'add' })} disabled={saving}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add family member</Trans>
        </button>
        {/* Nothing unsaved, nothing to save: the button shows with the first new row. */}
        {rows.length > 0 && (
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={!canSave(rows, saving)}>
            {saving ? t`Saving…` : saveButtonLabel(rows) === 'Send Request' ? t`Send Request` : t`Save Changes`}
          </button>
        )}
      </div>
    </section>
  );
}
