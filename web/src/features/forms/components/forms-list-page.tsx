import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '@web/components/load-error';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import type { MyForm } from '../types';
import { formPaths } from '../paths';

const statusText: Record<MyForm['status'], MessageDescriptor> = { draft: msg`Draft`, published: msg`Open`, closed: msg`Closed` };

/** `form` (login): the forms a person made or their teams own, with submissions, share link and copy. */
export function FormsListPage() {
  const { t } = useLingui();
  const { data, error, mutate } = useApi('listMyForms');
  const createForm = useApiMutation('createForm');
  const copyForm = useApiMutation('copyForm');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const newForm = async () => {
    setBusy('new');
    try {
      const f = await createForm.trigger({ body: {} });
      void navigate(formPaths.build(f.id));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t`The form could not be created. Please try again.`);
      setBusy(null);
    }
  };
  const duplicate = async (f: MyForm) => {
    setBusy(f.id);
    const title = f.title;
    try {
      const copy = await copyForm.trigger({ params: { formId: f.id } });
      toast.success(t`Copied “${title}”`);
      void navigate(formPaths.build(copy.id));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t`The form could not be copied.`);
      setBusy(null);
    }
  };
  const share = async (f: MyForm) => {
    const link = `${window.location.origin}${formPaths.fill(f.id)}`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t`Link copied`);
    } catch {
      toast.info(link);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <title>{t`Forms | Rally`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Forms</Trans>
        </h1>
        <button
          type="button"
          className={primaryButton}
          disabled={busy !== null}
          aria-busy={busy === 'new'}
          onClick={() => void newForm()}
        >
          {busy === 'new' ? t`Creating…` : t`New form`}
        </button>
      </div>
      <p className="text-slate-700">
        <Trans>Registrations, waivers and fees: build a form, share its link, and see every answer here.</Trans>
      </p>
      {error ? (
        <LoadError what={t`Your forms could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status">
          <Trans>Loading forms…</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <p>
          <Trans>No forms yet. Start with “New form”.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((f) => {
            const title = f.title;
            const edited = formatDay(f.updatedAt);
            const count = f.submissionCount;
            return (
              <li key={f.id}>
                <article
                  aria-label={f.title}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="text-lg font-semibold text-slate-900">{f.title}</h2>
                    <span className="text-sm text-slate-600">
                      {t(statusText[f.status])}
                      {f.teamName ? ` · ${f.teamName}` : ''} · {t`edited ${edited}`}
                    </span>
                  </div>
                  <p>
                    <Link to={formPaths.submissions(f.id)} className={textLink}>
                      {t({ message: plural(count, { one: '# submission', other: '# submissions' }) })}
                    </Link>
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Link to={formPaths.build(f.id)} className={secondaryButton}>
                      <Trans>
                        Edit<span className="sr-only"> {title}</span>
                      </Trans>
                    </Link>
                    {f.status === 'published' && (
                      <button type="button" className={secondaryButton} onClick={() => void share(f)}>
                        <Trans>
                          Copy share link<span className="sr-only"> of {title}</span>
                        </Trans>
                      </button>
                    )}
                    <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void duplicate(f)}>
                      <Trans>
                        Make a copy<span className="sr-only"> of {title}</span>
                      </Trans>
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** `form/build`: a new draft, then its builder. */
export function FormCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const createForm = useApiMutation('createForm');
  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const f = await createForm.trigger({ body: {} });
      void navigate(formPaths.build(f.id), { replace: true });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`The form could not be created. Please try again.`);
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8">
      <title>{t`New form | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>New form</Trans>
      </h1>
      <p>
        <Trans>A form starts empty: add questions, a waiver to sign and a fee, then publish it and share its link.</Trans>
      </p>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <div>
        <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => void start()}>
          {busy ? t`Creating…` : t`Create form`}
        </button>
      </div>
    </div>
  );
}

/** `form/access-denied`: a private form opened by someone it is not for. */
export function FormAccessDeniedPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12">
      <title>{t`No access | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>You do not have access to this form</Trans>
      </h1>
      <p>
        <Trans>
          This form is only for members of its team, or it is not open for answers. Ask the organiser for access, or join their
          team first.
        </Trans>
      </p>
      <p>
        <Link to="/discover" className={textLink}>
          <Trans>Discover games and teams</Trans>
        </Link>
      </p>
    </div>
  );
}
