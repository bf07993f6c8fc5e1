import { Plus, Trash2 } from 'lucide-react';
import { useId, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { settingsMessages } from '../../../../../shared/constants/messages';
import { familyRelations, type FamilyConnectionDto } from '../../../../../shared/schemas/family';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { createFamilyConnection } from '../api/create-family-connection';
import { deleteFamilyConnection } from '../api/delete-family-connection';
import { useFamilyConnections } from '../api/list-family-connections';
import { respondFamilyConnection } from '../api/respond-family-connection';
import {
  canSave,
  familyRowsReducer,
  relationLabels,
  rowToInput,
  saveButtonLabel,
  saveOutcomeMessages,
  type FamilyRow,
  type RowErrors,
  type RowField,
} from '../family-rows';
import { familyAnswerMessages } from '../messages';
import { SNACKBAR_MS } from '../snackbar';
import { UserSearch } from './user-search';

type Errors = Record<string, RowErrors & { form?: string }>;

/** Spec §2 Family members section, §4 family states, §5 rules, §8 messages. */
export function FamilyMembersCard({ uid }: { uid: string }) {
  const id = useId();
  const connections = useFamilyConnections(uid);
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
        await createFamilyConnection(uid, result.input);
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
    for (const message of success) toast.success(message, { duration: SNACKBAR_MS });
    for (const message of failure) toast.error(message, { duration: SNACKBAR_MS });
    setSaving(false);
    await connections.mutate();
  };

  const remove = async (connection: FamilyConnectionDto) => {
    setBusy(connection.id);
    try {
      await deleteFamilyConnection(connection.id);
      toast.success(settingsMessages.familyRemoved, { duration: SNACKBAR_MS });
      await connections.mutate(
        (current) => current && { items: current.items.filter((item) => item.id !== connection.id) },
        { revalidate: true },
      );
    } catch {
      // §8: the failure stops the removal; the member stays listed.
      toast.error(settingsMessages.familyRemoveFailed, { duration: SNACKBAR_MS });
    } finally {
      setBusy(null);
    }
  };

  const answer = async (connection: FamilyConnectionDto, accept: boolean) => {
    setBusy(connection.id);
    try {
      await respondFamilyConnection(connection.id, accept);
      toast.success(accept ? familyAnswerMessages.accepted : familyAnswerMessages.declined, { duration: SNACKBAR_MS });
      await connections.mutate();
    } catch (error) {
      toast.error(`${familyAnswerMessages.failed} ${error instanceof Error ? error.message : ''}`.trim(), { duration: SNACKBAR_MS });
    } finally {
      setBusy(null);
    }
  };

  const saved = connections.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Family members
        </h3>
        <p className="text-sm text-slate-600">Link your family: registered users get a request to confirm.</p>
      </div>

      {connections.error && !connections.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
          <p>{settingsMessages.failedToLoadFamily}</p>
          <button type="button" className={secondaryButton} onClick={() => void connections.mutate()}>
            Try again
          </button>
        </div>
      ) : !connections.data ? (
        <p role="status" className="text-slate-600">
          Loading family members…
        </p>
      ) : saved.length === 0 && rows.length === 0 ? (
        <p className="text-slate-600">No family members yet.</p>
      ) : null}

      {saved.length > 0 && (
        <ul aria-label="Family members" className="flex flex-col divide-y divide-slate-100">
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
      )}

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
          Add family member
        </button>
        {/* Nothing unsaved, nothing to save: the button shows with the first new row. */}
        {rows.length > 0 && (
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={!canSave(rows, saving)}>
            {saving ? 'Saving…' : saveButtonLabel(rows)}
          </button>
        )}
      </div>
    </section>
  );
}

function SavedMember({
  connection,
  busy,
  onRemove,
  onAnswer,
}: {
  connection: FamilyConnectionDto;
  busy: boolean;
  onRemove: () => void;
  onAnswer: (accept: boolean) => void;
}) {
  const confirmed = connection.status === 'accepted';
  const name =
    confirmed && connection.otherUserId ? (
      <Link to={paths.profile(connection.otherUserId)} className={textLink}>
        {connection.otherName}
      </Link>
    ) : (
      <span className="font-medium text-slate-900">{connection.otherName}</span>
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <p className="flex flex-wrap items-center gap-2">
          {name}
          <span className="text-sm text-slate-600">{relationLabels[connection.relation]}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${confirmed ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {confirmed ? 'Confirmed' : 'Pending'}
          </span>
        </p>
        {connection.awaitingMyAnswer && (
          <p className="text-sm text-slate-600">
            {connection.requesterName} added you as their {relationLabels[connection.requesterRelation].toLowerCase()}.
          </p>
        )}
        {!connection.isRecipientGthUser && connection.recipientPhoneNumber && (
          <p className="text-sm text-slate-600">
            {connection.recipientPhoneNumber}
            {connection.recipientAge !== null ? ` · age ${connection.recipientAge}` : ''}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {connection.awaitingMyAnswer && (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={() => onAnswer(true)}>
              Accept
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => onAnswer(false)}>
              Decline
            </button>
          </>
        )}
        {!connection.awaitingMyAnswer && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={onRemove} aria-label={`Remove ${connection.otherName}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </button>
        )}
      </div>
    </li>
  );
}

function NewMemberRow({
  uid,
  row,
  number,
  errors,
  onChange,
  onAnswer,
  onQuery,
  onPick,
  onUnpick,
  onRemove,
}: {
  uid: string;
  row: FamilyRow;
  number: number;
  errors: (RowErrors & { form?: string }) | undefined;
  onChange: (field: RowField, value: string) => void;
  onAnswer: (isGthUser: boolean) => void;
  onQuery: (query: string) => void;
  onPick: Parameters<typeof UserSearch>[0]['onPick'];
  onUnpick: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const title = `New family member ${number}`;
  const field = (name: RowField, label: string, type: string, extra: { required?: boolean; min?: number; max?: number } = {}) => {
    const error = errors?.[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className={labelClass}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={row[name]}
          onChange={(event) => onChange(name, event.target.value)}
          aria-required={extra.required}
          min={extra.min}
          max={extra.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-${name}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-relation`} className={labelClass}>
          Relation
        </label>
        <select
          id={`${id}-relation`}
          value={row.relation}
          onChange={(event) => onChange('relation', event.target.value)}
          aria-invalid={errors?.relation ? true : undefined}
          aria-describedby={errors?.relation ? `${id}-relation-error` : undefined}
          className={inputClass}
        >
          <option value="">Choose a relation</option>
          {familyRelations.map((relation) => (
            <option key={relation} value={relation}>
              {relationLabels[relation]}
            </option>
          ))}
        </select>
        {errors?.relation && (
          <p id={`${id}-relation-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.relation}
          </p>
        )}
      </div>

      <div role="radiogroup" aria-labelledby={`${id}-registered`} className="flex flex-col gap-2">
        <p id={`${id}-registered`} className={labelClass}>
          Is this person a registered user?
        </p>
        <div className="flex gap-4">
          {[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ].map((option) => (
            <label key={option.label} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${id}-registered`}
                checked={row.isGthUser === option.value}
                onChange={() => onAnswer(option.value)}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>

      {row.isGthUser === true && <UserSearch uid={uid} row={row} error={errors?.user} onQuery={onQuery} onPick={onPick} onUnpick={onUnpick} />}
      {row.isGthUser === false && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', 'First name', 'text', { required: true })}
          {field('lastName', 'Last name', 'text', { required: true })}
          {field('phoneNumber', 'Phone number', 'tel', { required: true })}
          {field('age', 'Age (optional)', 'number', { min: 1, max: 120 })}
        </div>
      )}

      {errors?.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
    </fieldset>
  );
}
