import { useId, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { answersSchema, amountDue } from '../../../../../shared/forms/answers';
import { waiversToSignAgain } from '../../../../../shared/forms/versions';
import { formMessages } from '../../../../../shared/constants/form-messages';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useApi, useApiMutation } from '../../../lib/use-api';
import { useFamilyMembers } from '../api/use-form-people';
import { formatDollars } from '../format-answer';
import { formPaths } from '../paths';
import type { FillForm } from '../types';
import { FieldInput } from './field-input';
import { FormProblem } from './form-problem';

type Answers = Record<string, unknown>;

/** `form/{id}`: fill a published form (login). */
export function FormFillPage() {
  const { id = '' } = useParams();
  return <Fill formId={id} joinTeam={false} />;
}

/** `form/{formId}/team-form-add/{userId}`: a team's registration form; completing it adds the person to the team. */
export function TeamFormAddPage() {
  const { formId = '', userId = '' } = useParams();
  const me = useApi('getMe');
  if (!me.data) return <p role="status" className="px-4 py-8">Loading…</p>;
  // The link is made for one person: anyone else is sent to the page that says so.
  if (me.data.uid !== userId) return <Navigate to={formPaths.accessDenied} replace />;
  return <Fill formId={formId} joinTeam />;
}

function Fill({ formId, joinTeam }: { formId: string; joinTeam: boolean }) {
  const { data, error, mutate } = useApi('getFormToFill', { params: { formId } }, { shouldRetryOnError: false });
  if (error instanceof ApiError && error.status === 403) return <Navigate to={formPaths.accessDenied} replace />;
  if (error) return <FormProblem error={error} what={error instanceof ApiError && error.status === 409 ? formMessages.notPublished : 'The form could not be loaded'} onRetry={() => void mutate()} />;
  if (!data) return <p role="status" className="px-4 py-8">Loading form…</p>;
  return <FillForm form={data} joinTeam={joinTeam} />;
}

function FillForm({ form, joinTeam }: { form: FillForm; joinTeam: boolean }) {
  const navigate = useNavigate();
  const me = useApi('getMe');
  const family = useFamilyMembers(me.data?.uid);
  const saveAnswers = useApiMutation('saveFormAnswers');
  const submitForm = useApiMutation('submitForm');
  const [forMemberId, setForMemberId] = useState<string | null>(null);
  const draftFor = (who: string | null) => form.drafts.find((d) => d.forMemberId === who)?.answers ?? {};
  const [answers, setAnswers] = useState<Answers>(() => draftFor(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<string>();
  const whoId = useId();
  const fields = form.content.fields;
  const due = amountDue(fields, answers);
  const signAgain = useMemo(
    () => waiversToSignAgain(fields, form.signed.filter((s) => s.forMemberId === forMemberId)),
    [fields, form.signed, forMemberId],
  );
  const hasWaiver = fields.some((f) => f.type === 'waiver');

  /** Another subject: their own saved draft, if any, and no old errors. */
  const chooseSubject = (who: string | null) => {
    setForMemberId(who);
    setAnswers(draftFor(who));
    setErrors({});
  };

  const set = (id: string, value: unknown) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors((e) => {
      const { [id]: _, ...rest } = e;
      return rest;
    });
  };

  const validate = (mode: 'draft' | 'submit') => {
    const parsed = answersSchema(fields, mode).safeParse(answers);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '')] ??= issue.message;
    setErrors(next);
    document.getElementById(`answer-${Object.keys(next)[0]}`)?.focus();
    return false;
  };

  const save = async () => {
    if (!validate('draft')) return;
    setBusy('save');
    setFailure(undefined);
    try {
      await saveAnswers.trigger({ params: { formId: form.id }, body: { forMemberId, answers } });
      toast.success(formMessages.draftSaved);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Your answers could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!validate('submit')) return;
    setBusy('submit');
    setFailure(undefined);
    try {
      const s = await submitForm.trigger({ params: { formId: form.id }, body: { forMemberId, answers, joinTeam } });
      toast.success(formMessages.submitted);
      if (s.teamResult === 'member') toast.success('You are now a member of the team');
      if (s.teamResult === 'pending') toast.info('Your request to join the team is waiting for an admin');
      void navigate(s.payment?.status === 'unpaid' ? formPaths.payment(form.id, s.id) : formPaths.submission(form.id, s.id));
    } catch (err) {
      if (err instanceof ApiError && err.issues?.length) {
        const next: Record<string, string> = {};
        for (const issue of err.issues) next[issue.path.replace(/^answers\./, '').split('.')[0] ?? ''] ??= issue.message;
        setErrors(next);
      }
      setFailure(err instanceof Error ? err.message : 'Your answers could not be sent. Please try again.');
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{`${form.content.title} | Rally`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{form.content.title}</h1>
        {form.teamName && <p className="text-slate-600">{form.teamName}</p>}
        {form.content.description && <p className="whitespace-pre-line text-slate-700">{form.content.description}</p>}
      </header>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        {!joinTeam && (family.data?.length ?? 0) > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={whoId} className={labelClass}>
              Who is this for?
            </label>
            <select id={whoId} className={inputClass} value={forMemberId ?? ''} onChange={(e) => chooseSubject(e.target.value || null)}>
              <option value="">Me</option>
              {family.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.otherName} ({m.relation})
                </option>
              ))}
            </select>
            <p className="text-sm text-slate-600">A parent or guardian fills and signs for their child.</p>
          </div>
        )}
        {hasWaiver && form.callerIsMinor && forMemberId === null && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {formMessages.minorNeedsGuardian}
          </p>
        )}
        {fields.map((field) => (
          <FieldInput key={field.id} field={field} value={answers[field.id]} error={errors[field.id]} signAgain={signAgain.includes(field.id)} onChange={(v) => set(field.id, v)} />
        ))}
        {due > 0 && <p className="text-lg font-semibold text-slate-900">To pay after sending: {formatDollars(due)}</p>}
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={busy !== null} aria-busy={busy === 'submit'}>
            {busy === 'submit' ? 'Sending…' : due > 0 ? 'Submit and pay' : 'Submit'}
          </button>
          <button type="button" className={secondaryButton} disabled={busy !== null} aria-busy={busy === 'save'} onClick={() => void save()}>
            {busy === 'save' ? 'Saving…' : 'Save and finish later'}
          </button>
        </div>
      </form>
    </div>
  );
}
