import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { FieldDef } from '@shared/schemas/form';
import { LoadError } from '@web/components/load-error';
import { DataTable } from '@web/components/lists';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { formatEventDate } from '@web/lib/format';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import type { Submission } from '../types';
import { formatAnswer, formatDollars } from '../format-answer';
import { formPaths } from '../paths';
import { FormProblem } from './form-problem';
import { submissionsCsv } from '../submissions-csv';

type PaymentFilter = 'all' | 'paid' | 'unpaid' | 'none';

function paymentText(s: Submission): string {
  if (!s.payment) return i18n._(msg`No payment`);
  const amount = formatDollars(s.payment.amount);
  return s.payment.status === 'paid' ? i18n._(msg`${amount} paid`) : i18n._(msg`${amount} not paid`);
}

/** `form/{id}/submissions` (the form's creator and team admins): filter, read, export CSV. */
export function SubmissionsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const form = useApi('getFormForBuilder', { params: { formId: id } });
  const list = useApi('listSubmissions', { params: { formId: id } });
  const [query, setQuery] = useState('');
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const ids = { q: useId(), pay: useId() };
  const fields: FieldDef[] = form.data ? (form.data.published ?? form.data.draft).fields : [];
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (list.data?.items ?? []).filter(
      (s) =>
        (!q || `${s.forName} ${s.submitterName}`.toLowerCase().includes(q)) &&
        (payment === 'all' || (payment === 'none' ? !s.payment : s.payment?.status === payment)),
    );
  }, [list.data, query, payment]);
  const error = list.error ?? form.error;
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Submissions</Trans>
        </h1>
        <p className="mt-2">
          <Trans>Only the person who made this form, or its team’s owners and admins, can do that</Trans>
        </p>
      </div>
    );
  }
  const title = form.data?.draft.title ?? t`Form`;
  const shownCount = shown.length;
  const totalCount = list.data?.items.length ?? 0;
  const download = () => {
    const blob = new Blob([submissionsCsv(fields, shown)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'form'}-submissions.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8">
      <title>{t`Submissions: ${title} | Rally`}</title>
      <p className="text-sm">
        <Link to={formPaths.list} className={textLink}>
          <Trans>Forms</Trans>
        </Link>{' '}
        /{' '}
        <Link to={formPaths.build(id)} className={textLink}>
          {title}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Submissions</Trans>
      </h1>
      {error ? (
        <LoadError what={t`The submissions could not be loaded.`} error={error} onRetry={() => void list.mutate()} />
      ) : !list.data || !form.data ? (
        <p role="status">
          <Trans>Loading submissions…</Trans>
        </p>
      ) : list.data.items.length === 0 ? (
        <p>
          <Trans>No submissions yet. Share the form’s link to collect answers.</Trans>
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.q} className={labelClass}>
                <Trans>Search by name</Trans>
              </label>
              <input id={ids.q} type="search" className={inputClass} value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.pay} className={labelClass}>
                <Trans>Payment</Trans>
              </label>
              <select
                id={ids.pay}
                className={inputClass}
                value={payment}
                onChange={(e) => setPayment(e.target.value as PaymentFilter)}
              >
                <option value="all">{t`All`}</option>
                <option value="paid">{t`Paid`}</option>
                <option value="unpaid">{t`Not paid`}</option>
                <option value="none">{t`No payment`}</option>
              </select>
            </div>
            <button type="button" className={secondaryButton} onClick={download} disabled={shown.length === 0}>
              <Trans>Export CSV</Trans>
            </button>
          </div>
          <p role="status" className="text-sm text-slate-600">
            {t`${shownCount} of ${totalCount} shown`}
          </p>
          <DataTable caption={t`Submissions of ${title}`} columns={[t`For`, t`Submitted by`, t`When`, t`Payment`, t`Answers`]}>
            {shown.map((s) => (
              <tr key={s.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  {s.forName}
                  {s.forMinor ? (
                    <span className="ml-1 rounded bg-slate-100 px-1.5 text-xs">
                      <Trans>minor</Trans>
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{s.submitterName}</td>
                <td className="py-2 pr-4">{formatEventDate(s.submittedAt)}</td>
                <td className="py-2 pr-4">{paymentText(s)}</td>
                <td className="py-2">
                  <Link to={formPaths.submission(id, s.id)} className={textLink}>
                    <Trans>
                      View<span className="sr-only"> the submission for {s.forName}</span>
                    </Trans>
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}

/** `form/{id}/{submissionId}`: one submission, for its submitter and the form's managers. */
export function SubmissionDetailPage() {
  const { t } = useLingui();
  const { id = '', submissionId = '' } = useParams();
  const { data, error, mutate } = useApi('getSubmission', { params: { formId: id, submissionId } });
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    if (search.get('redirect_status') !== 'succeeded') return;
    toast.success(t`Congratulations, Payment was successful!`);
    const next = new URLSearchParams(search);
    for (const k of ['redirect_status', 'payment_intent', 'payment_intent_client_secret']) next.delete(k);
    setSearch(next, { replace: true });
  }, [search, setSearch, t]);
  if (error) {
    return (
      <FormProblem
        error={error}
        what={
          error instanceof ApiError && error.status === 403
            ? t`Only the person who submitted this, and the form’s owners, can see it`
            : t`The submission could not be loaded`
        }
        onRetry={() => void mutate()}
      />
    );
  }
  if (!data) {
    return (
      <p role="status" className="px-4 py-8">
        <Trans>Loading submission…</Trans>
      </p>
    );
  }
  const s = data.submission;
  const formTitle = data.formTitle;
  const forName = s.forName;
  const submitterName = s.submitterName;
  const submittedAt = formatEventDate(s.submittedAt);
  const formVersion = s.formVersion;
  const amount = s.payment ? formatDollars(s.payment.amount) : '';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <title>{t`${formTitle}: ${forName} | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{data.formTitle}</h1>
      <p>
        {s.forMinor ? (
          <Trans>
            For <strong>{forName}</strong> (under 18), sent by {submitterName} on {submittedAt} · form version {formVersion}
          </Trans>
        ) : (
          <Trans>
            For <strong>{forName}</strong>, sent by {submitterName} on {submittedAt} · form version {formVersion}
          </Trans>
        )}
      </p>
      {s.teamResult && (
        <p className="rounded-md bg-green-50 p-3 text-green-900">
          {s.teamResult === 'member'
            ? t`Added to the team.`
            : s.teamResult === 'pending'
              ? t`The request to join the team waits for an admin.`
              : t`Already a member of the team.`}
        </p>
      )}
      {s.payment && (
        <section aria-label={t`Payment`} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-4">
          <p className="font-semibold">{s.payment.status === 'paid' ? t`Paid: ${amount}` : t`Not paid yet: ${amount}`}</p>
          {s.payment.status === 'unpaid' && (
            <Link to={formPaths.payment(id, s.id)} className={primaryButton}>
              <Trans>Pay {amount}</Trans>
            </Link>
          )}
        </section>
      )}
      <dl className="flex flex-col gap-3">
        {data.fields
          .filter((f) => f.type !== 'payment')
          .map((f) => (
            <div key={f.id} className="flex flex-col">
              <dt className="font-medium text-slate-900">{f.label}</dt>
              <dd className="text-slate-700">{formatAnswer(f, s.answers[f.id]) || '—'}</dd>
            </div>
          ))}
      </dl>
      {s.signatures.length > 0 && (
        <section aria-labelledby="signatures" className="flex flex-col gap-2">
          <h2 id="signatures" className="text-lg font-semibold text-slate-900">
            <Trans>Signatures</Trans>
          </h2>
          <ul className="list-disc pl-6">
            {s.signatures.map((sig) => {
              const field = data.fields.find((f) => f.id === sig.fieldId)?.label ?? sig.fieldId;
              const signedName = sig.signedName;
              const signedAt = formatEventDate(sig.signedAt);
              const waiverVersion = sig.waiverVersion;
              return (
                <li key={sig.fieldId}>
                  <Trans>
                    {field}: signed “{signedName}” on {signedAt} (waiver version {waiverVersion})
                  </Trans>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p className="text-sm text-slate-600">
        <Trans>Submissions cannot be changed; to correct one, fill the form again.</Trans>
      </p>
    </div>
  );
}

/** `form/payment/{id}/{submissionId}` and `pay-balance/{id}/{submissionId}`: pay what a submission owes. */
export function FormPaymentPage() {
  const { id = '', submissionId = '' } = useParams();
  const { data, error, mutate } = useApi('getSubmission', { params: { formId: id, submissionId } });
  const { t } = useLingui();
  const payForSubmission = useApiMutation('payForSubmission');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pay = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { url } = await payForSubmission.trigger({ params: { formId: id, submissionId } });
      toast.info(t`Taking you to Stripe`);
      leaveFor(url);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`The payment could not be started.`);
      setBusy(false);
    }
  };
  if (error) return <FormProblem error={error} what={t`This payment could not be loaded`} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <p role="status" className="px-4 py-8">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const p = data.submission.payment;
  const formTitle = data.formTitle;
  const forName = data.submission.forName;
  const amount = p ? formatDollars(p.amount) : '';
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <title>{t`Pay: ${formTitle} | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{data.formTitle}</h1>
      {!p ? (
        <p>
          <Trans>Nothing is due for this submission.</Trans>
        </p>
      ) : p.status === 'paid' ? (
        <p className="rounded-md bg-green-50 p-3 text-green-900">
          <Trans>This submission is already paid: {amount}.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Balance for {forName}: <strong>{amount}</strong>. You pay at Stripe; the organiser receives it directly.
            </Trans>
          </p>
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          )}
          <div>
            <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => void pay()}>
              {busy ? t`Opening Stripe…` : t`Pay ${amount}`}
            </button>
          </div>
        </>
      )}
      <p>
        <Link to={formPaths.submission(id, submissionId)} className={textLink}>
          <Trans>See the submission</Trans>
        </Link>
      </p>
    </div>
  );
}
