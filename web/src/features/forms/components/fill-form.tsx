import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { amountDue, type AnswerMode } from '@shared/forms/answers';
import { waiversToSignAgain } from '@shared/forms/versions';
import { Field } from '@web/components/form';
import { inputClass, primaryButton, secondaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useFamilyMembers } from '../api/use-form-people';
import { fillChecks, focusTarget, toAnswers, type FillValues } from '../fill-values';
import { formatDollars } from '../format-answer';
import { formPaths } from '../paths';
import type { FillForm as Form } from '../types';
import { AnswerField } from './answer-field';

/** A published form to answer, for oneself or a family member: saved as a draft, or sent (and paid). */
export function FillForm({ form, joinTeam }: { form: Form; joinTeam: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useApi('getMe');
  const family = useFamilyMembers(me.data?.uid);
  const saveAnswers = useApiMutation('saveFormAnswers');
  const submitForm = useApiMutation('submitForm');
  const [forMemberId, setForMemberId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<string>();
  const fields = form.content.fields;
  const draftFor = (who: string | null): FillValues => form.drafts.find((d) => d.forMemberId === who)?.answers ?? {};
  // Saving a draft and sending check the answers by different rules (a draft may leave answers out).
  const { resolver, checkAs } = useMemo(() => fillChecks(fields), [fields]);
  const { control, handleSubmit, reset, getValues, setError, setFocus, formState } = useForm<FillValues>({
    resolver,
    defaultValues: draftFor(null),
    shouldFocusError: false,
  });
  const { prompt: unsaved, letGo } = useUnsavedForm(formState);
  const values = useWatch({ control });
  const due = amountDue(fields, toAnswers(fields, values));
  const signAgain = useMemo(
    () =>
      waiversToSignAgain(
        fields,
        form.signed.filter((s) => s.forMemberId === forMemberId),
      ),
    [fields, form.signed, forMemberId],
  );
  const hasWaiver = fields.some((f) => f.type === 'waiver');

  /** Another subject: their own saved draft, if any, and no old errors. */
  const chooseSubject = (who: string | null) => {
    setForMemberId(who);
    reset(draftFor(who));
  };

  const focusFirstError = (errors: FieldErrors<FillValues>) => {
    const first = fields.find((f) => errors[f.id]);
    if (first) setFocus(focusTarget(first, errors));
  };

  const save = async (answers: FillValues) => {
    setBusy('save');
    setFailure(undefined);
    try {
      await saveAnswers.trigger({ params: { formId: form.id }, body: { forMemberId, answers: toAnswers(fields, answers) } });
      // What is on screen (as typed, not as checked) is the new starting point: nothing is unsaved.
      reset(getValues());
      toast.success(t`Saved. You can come back and finish later.`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`Your answers could not be saved.`);
    } finally {
      setBusy(null);
    }
  };

  const send = async (answers: FillValues) => {
    setBusy('submit');
    setFailure(undefined);
    try {
      const s = await submitForm.trigger({
        params: { formId: form.id },
        body: { forMemberId, answers: toAnswers(fields, answers), joinTeam },
      });
      toast.success(t`Thanks! Your answers were sent.`);
      if (s.teamResult === 'member') toast.success(t`You are now a member of the team`);
      if (s.teamResult === 'pending') toast.info(t`Your request to join the team is waiting for an admin`);
      letGo();
      void navigate(s.payment?.status === 'unpaid' ? formPaths.payment(form.id, s.id) : formPaths.submission(form.id, s.id));
    } catch (err) {
      if (err instanceof ApiError) {
        const seen = new Set<string>();
        for (const issue of err.issues ?? []) {
          const id = issue.path.replace(/^answers\./, '').split('.')[0] ?? '';
          if (seen.has(id)) continue;
          seen.add(id);
          setError(id, { message: issue.message });
        }
      }
      setFailure(err instanceof Error ? err.message : t`Your answers could not be sent. Please try again.`);
      setBusy(null);
    }
  };

  const run = (which: AnswerMode, event?: FormEvent) => {
    checkAs(which);
    void handleSubmit(which === 'draft' ? save : send, focusFirstError)(event);
  };

  const formTitle = form.content.title;
  const dueText = formatDollars(due);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{t`${formTitle} | Rally`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{form.content.title}</h1>
        {form.teamName && <p className="text-slate-600">{form.teamName}</p>}
        {form.content.description && <p className="whitespace-pre-line text-slate-700">{form.content.description}</p>}
      </header>
      <form noValidate onSubmit={(e) => run('submit', e)} className="flex flex-col gap-5">
        {!joinTeam && (family.data?.length ?? 0) > 0 && (
          // Who the answers are for is not an answer: choosing starts from that person's own draft.
          <Field label={t`Who is this for?`} hint={t`A parent or guardian fills and signs for their child.`}>
            {(aria) => (
              <select
                {...aria}
                className={inputClass}
                value={forMemberId ?? ''}
                onChange={(e) => chooseSubject(e.target.value || null)}
              >
                <option value="">{t`Me`}</option>
                {family.data?.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.otherName} ({m.relation})
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {hasWaiver && form.callerIsMinor && forMemberId === null && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            <Trans>
              Players under 18 need a parent or guardian to sign: ask them to fill this form for you from their family members.
            </Trans>
          </p>
        )}
        {fields.map((field) => (
          <AnswerField key={field.id} control={control} field={field} signAgain={signAgain.includes(field.id)} />
        ))}
        {due > 0 && (
          <p className="text-lg font-semibold text-slate-900">
            <Trans>To pay after sending: {dueText}</Trans>
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={busy !== null} aria-busy={busy === 'submit'}>
            {busy === 'submit' ? t`Sending…` : due > 0 ? t`Submit and pay` : t`Submit`}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy !== null}
            aria-busy={busy === 'save'}
            onClick={() => run('draft')}
          >
            {busy === 'save' ? t`Saving…` : t`Save and finish later`}
          </button>
        </div>
        {unsaved}
      </form>
    </div>
  );
}
