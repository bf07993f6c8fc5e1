import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import {
  fieldTypes,
  formContent,
  type FieldDef,
  type FieldType,
  type FormContent,
  type FormContentInput,
} from '@shared/schemas/form';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useUnsavedChanges } from '@web/components/unsaved-changes';
import { useManagedTeams } from '../api/use-form-people';
import { blankField } from '../builder-content';
import { fieldTypeMessages } from '../field-type-labels';
import { formPaths } from '../paths';
import type { FormDto } from '../types';
import { FieldEditor } from './field-editor';
import { FormAboutSection } from './form-about-section';
import { FormProblem } from './form-problem';

/** `form/build/{id}` (login; the creator and the team's owners and admins): edit, save, publish, close. */
export function FormBuilderPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, error, mutate } = useApi('getFormForBuilder', { params: { formId: id } });
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>This form is not yours to edit</Trans>
        </h1>
        <p className="mt-2">
          <Trans>Only the person who made it, and its team’s owners and admins, can change it.</Trans>
        </p>
      </div>
    );
  }
  if (error) return <FormProblem error={error} what={t`The form could not be loaded`} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <p role="status" className="px-4 py-8">
        <Trans>Loading form…</Trans>
      </p>
    );
  }
  return <Builder key={data.version} form={data} onSaved={(f) => void mutate(f, { revalidate: false })} />;
}

const resolver = zodResolver(formContent);
const change = { shouldDirty: true } as const;

/**
 * Choices that change others: a form of no team is open to anyone and registers no one; a form for
 * the team's members only is not a registration form; a chosen amount starts with a range.
 */
function useLinkedChoices({
  subscribe,
  setValue,
}: Pick<UseFormReturn<FormContentInput, unknown, FormContent>, 'subscribe' | 'setValue'>) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (type !== 'change' || !name) return;
          if (name === 'teamId' && !values.teamId) {
            setValue('teamId', null, change);
            setValue('audience', 'anyone', change);
            setValue('teamRegistration', false, change);
          }
          if (name === 'audience' && values.audience === 'team') setValue('teamRegistration', false, change);
          if (name === 'teamRegistration' && values.teamRegistration) setValue('audience', 'anyone', change);
          const mode = /^fields\.(\d+)\.mode$/.exec(name);
          const field = mode ? values.fields[Number(mode[1])] : undefined;
          if (field?.type === 'payment') {
            const at = `fields.${Number(mode![1])}` as const;
            const range =
              field.mode === 'fixed'
                ? { min: undefined, max: undefined }
                : { min: field.min ?? 1, max: field.max ?? Math.max(field.amount, 100) };
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field path, not text
            setValue(`${at}.min` as FieldPath<FormContentInput>, range.min, change);
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field path, not text
            setValue(`${at}.max` as FieldPath<FormContentInput>, range.max, change);
          }
        },
      }),
    [subscribe, setValue],
  );
}

function Builder({ form, onSaved }: { form: FormDto; onSaved: (f: FormDto) => void }) {
  const { t } = useLingui();
  const builder = useForm<FormContentInput, unknown, FormContent>({ resolver, defaultValues: form.draft });
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = builder;
  const content = useWatch({ control }) as FormContentInput;
  const fieldsError = errors.fields?.message ?? errors.fields?.root?.message;
  const [busy, setBusy] = useState<'save' | 'publish' | 'close' | null>(null);
  const [failure, setFailure] = useState<string>();
  const [addType, setAddType] = useState<FieldType>('shortText');
  const me = useApi('getMe');
  const teams = useManagedTeams(me.data?.uid);
  const saveFormDraft = useApiMutation('saveFormDraft');
  const publishForm = useApiMutation('publishForm');
  const closeForm = useApiMutation('closeForm');
  // Compared as the server keeps the draft (JSON): an input emptied back to nothing is no change.
  const dirty = JSON.stringify(content) !== JSON.stringify(form.draft);
  const addId = useId();

  const unsaved = useUnsavedChanges(dirty);
  useLinkedChoices(builder);

  const setFields = (fields: FieldDef[]) => setValue('fields', fields, change);
  const move = (index: number, by: -1 | 1) => {
    const fields = [...getValues('fields')];
    const [f] = fields.splice(index, 1);
    fields.splice(index + by, 0, f!);
    setFields(fields);
  };
  const remove = (index: number) => setFields(getValues('fields').filter((_, i) => i !== index));

  const send = async (what: 'save' | 'publish' | 'close', checked: FormContentInput) => {
    setBusy(what);
    try {
      let saved = form;
      const params = { formId: form.id };
      if (dirty || what === 'save')
        saved = await saveFormDraft.trigger({ params, body: { content: checked, version: form.version } });
      if (what === 'publish') saved = await publishForm.trigger({ params, body: { version: saved.version } });
      if (what === 'close') saved = await closeForm.trigger({ params, body: { version: saved.version } });
      const publishedVersion = saved.publishedVersion;
      toast.success(
        what === 'publish'
          ? t`Published (version ${publishedVersion})`
          : what === 'close'
            ? t`Closed: the form takes no more answers`
            : t`Saved`,
      );
      onSaved(saved);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`The form could not be saved. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const run = (what: 'save' | 'publish' | 'close') => {
    setFailure(undefined);
    // Closing checks nothing: a form stops taking answers whatever its draft holds.
    if (what === 'close') {
      void send(what, getValues());
      return;
    }
    void handleSubmit(
      (checked) => send(what, checked),
      () => setFailure(t`Some fields need attention: see the messages below.`),
    )();
  };

  const formTitle = form.draft.title;
  const openVersion = form.publishedVersion;
  const submissionCount = form.submissionCount;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`Edit ${formTitle} | Rally`}</title>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">
          <Link to={formPaths.list} className={textLink}>
            <Trans>Forms</Trans>
          </Link>{' '}
          / {form.status === 'published' ? t`Open, version ${openVersion}` : form.status === 'closed' ? t`Closed` : t`Draft`}
          {form.status !== 'draft' && form.unpublishedChanges ? ` · ${t`changes not published yet`}` : ''}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Edit form</Trans>
        </h1>
      </div>

      <FormAboutSection control={control} teams={teams.data} teamName={form.teamName} />

      <section aria-labelledby="fields-heading" className="flex flex-col gap-3">
        <h2 id="fields-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Fields</Trans>
        </h2>
        {fieldsError && <p className="text-sm text-red-700">{fieldsError}</p>}
        {content.fields.length === 0 && (
          <p>
            <Trans>No fields yet: add the first one below.</Trans>
          </p>
        )}
        <ol className="flex flex-col gap-3">
          {content.fields.map((field, index) => (
            <li key={field.id}>
              <FieldEditor
                control={control}
                field={field}
                index={index}
                count={content.fields.length}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
        {/* The type to add is a choice for the button, not part of the form: a plain select. */}
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={addId} className={labelClass}>
              <Trans>New field</Trans>
            </label>
            <select id={addId} className={inputClass} value={addType} onChange={(e) => setAddType(e.target.value as FieldType)}>
              {fieldTypes.map((type) => (
                <option key={type} value={type} disabled={type === 'payment' && content.fields.some((f) => f.type === 'payment')}>
                  {t(fieldTypeMessages[type])}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setFields([...getValues('fields'), blankField(addType)])}
          >
            <Trans>Add field</Trans>
          </button>
        </div>
      </section>

      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          aria-busy={busy === 'save'}
          onClick={() => void run('save')}
        >
          {busy === 'save' ? t`Saving…` : t`Save draft`}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={busy !== null}
          aria-busy={busy === 'publish'}
          onClick={() => void run('publish')}
        >
          {busy === 'publish' ? t`Publishing…` : form.status === 'published' ? t`Publish changes` : t`Publish`}
        </button>
        {form.status === 'published' && (
          <>
            <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void run('close')}>
              {busy === 'close' ? t`Closing…` : t`Stop taking answers`}
            </button>
            <Link to={formPaths.fill(form.id)} className={`${textLink} self-center`}>
              <Trans>Open the form</Trans>
            </Link>
          </>
        )}
        <Link to={formPaths.submissions(form.id)} className={`${textLink} self-center`}>
          <Trans>Submissions ({submissionCount})</Trans>
        </Link>
      </div>
      {unsaved.prompt}
    </div>
  );
}
