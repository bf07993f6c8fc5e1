import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldTypeLabels, fieldTypes, formContent, type FieldDef, type FieldType, type FormContent } from '../../../../../shared/schemas/form';
import { focusRing, inputClass, labelClass, primaryButton, secondaryButton, textLink } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useWarnBeforeLeaving } from '../../../lib/use-warn-before-leaving';
import { closeForm, publishForm, saveFormDraft, useFormBuilder, useManagedTeams, useMe, type FormDto } from '../api';
import { formPaths } from '../paths';
import { FormProblem } from './form-problem';

type Issues = Record<string, string>;

const newId = () => Math.random().toString(36).slice(2, 10);

function blankField(type: FieldType): FieldDef {
  const base = { id: newId(), label: '', required: type === 'waiver' || type === 'payment' };
  switch (type) {
    case 'singleChoice':
    case 'multipleChoice':
      return { ...base, type, options: ['', ''] };
    case 'waiver':
      return { ...base, type, label: 'Waiver', text: '' };
    case 'payment':
      return { ...base, type, label: 'Fee', mode: 'fixed', amount: 20 };
    case 'number':
      return { ...base, type };
    default:
      return { ...base, type } as FieldDef;
  }
}

/** zod issues → { 'fields.2.label': message }, for the builder's inline errors. */
function issuesOf(content: FormContent): Issues {
  const parsed = formContent.safeParse(content);
  if (parsed.success) return {};
  const out: Issues = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** `form/build/{id}` (login; the creator and the team's owners and admins): edit, save, publish, close. */
export function FormBuilderPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useFormBuilder(id);
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">This form is not yours to edit</h1>
        <p className="mt-2">Only the person who made it, and its team’s owners and admins, can change it.</p>
      </div>
    );
  }
  if (error) return <FormProblem error={error} what="The form could not be loaded" onRetry={() => void mutate()} />;
  if (!data) return <p role="status" className="px-4 py-8">Loading form…</p>;
  return <Builder key={data.version} form={data} onSaved={(f) => void mutate(f, { revalidate: false })} />;
}

function Builder({ form, onSaved }: { form: FormDto; onSaved: (f: FormDto) => void }) {
  const [content, setContent] = useState<FormContent>(form.draft);
  const [busy, setBusy] = useState<'save' | 'publish' | 'close' | null>(null);
  const [failure, setFailure] = useState<string>();
  const [showIssues, setShowIssues] = useState(false);
  const [addType, setAddType] = useState<FieldType>('shortText');
  const me = useMe();
  const teams = useManagedTeams(me.data?.uid);
  const issues = useMemo(() => (showIssues ? issuesOf(content) : {}), [content, showIssues]);
  const dirty = JSON.stringify(content) !== JSON.stringify(form.draft);
  const ids = { title: useId(), description: useId(), team: useId(), add: useId() };

  useWarnBeforeLeaving(dirty);

  const setField = (index: number, field: FieldDef) => setContent((c) => ({ ...c, fields: c.fields.map((f, i) => (i === index ? field : f)) }));
  const move = (index: number, by: -1 | 1) =>
    setContent((c) => {
      const fields = [...c.fields];
      const [f] = fields.splice(index, 1);
      fields.splice(index + by, 0, f!);
      return { ...c, fields };
    });
  const remove = (index: number) => setContent((c) => ({ ...c, fields: c.fields.filter((_, i) => i !== index) }));

  const run = async (what: 'save' | 'publish' | 'close') => {
    setShowIssues(true);
    setFailure(undefined);
    if (what !== 'close' && Object.keys(issuesOf(content)).length) {
      setFailure('Some fields need attention: see the messages below.');
      return;
    }
    setBusy(what);
    try {
      let saved = form;
      if (dirty || what === 'save') saved = await saveFormDraft(form.id, formContent.parse(content), form.version);
      if (what === 'publish') saved = await publishForm(form.id, saved.version);
      if (what === 'close') saved = await closeForm(form.id, saved.version);
      toast.success(what === 'publish' ? `Published (version ${saved.publishedVersion})` : what === 'close' ? 'Closed: the form takes no more answers' : 'Saved');
      onSaved(saved);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The form could not be saved. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`Edit ${form.draft.title} | Rally`}</title>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">
          <Link to={formPaths.list} className={textLink}>
            Forms
          </Link>{' '}
          / {form.status === 'published' ? `Open, version ${form.publishedVersion}` : form.status === 'closed' ? 'Closed' : 'Draft'}
          {form.status !== 'draft' && form.unpublishedChanges ? ' · changes not published yet' : ''}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Edit form</h1>
      </div>

      <section aria-label="About the form" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Text id={ids.title} label="Title" value={content.title} error={issues.title} onChange={(title) => setContent({ ...content, title })} maxLength={120} />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.description} className={labelClass}>
            Description (optional)
          </label>
          <textarea id={ids.description} className={`${inputClass} min-h-24 py-2`} maxLength={2000} value={content.description} onChange={(e) => setContent({ ...content, description: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.team} className={labelClass}>
            Belongs to
          </label>
          <select
            id={ids.team}
            className={inputClass}
            value={content.teamId ?? ''}
            onChange={(e) => {
              const teamId = e.target.value || null;
              setContent({ ...content, teamId, ...(teamId ? {} : { audience: 'anyone', teamRegistration: false }) });
            }}
          >
            <option value="">Just me</option>
            {(teams.data ?? []).map((t) => (
              <option key={t.teamId} value={t.teamId}>
                {t.name}
              </option>
            ))}
            {content.teamId && !teams.data?.some((t) => t.teamId === content.teamId) && <option value={content.teamId}>{form.teamName ?? 'Your team'}</option>}
          </select>
          <p className="text-sm text-slate-600">A team’s owners and admins can edit its forms and read the answers.</p>
        </div>
        {content.teamId && (
          <fieldset className="flex flex-col gap-2">
            <legend className={labelClass}>Who can fill it</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="audience" checked={content.audience === 'anyone'} onChange={() => setContent({ ...content, audience: 'anyone' })} />
              Anyone with the link (signed in)
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="audience" checked={content.audience === 'team'} onChange={() => setContent({ ...content, audience: 'team', teamRegistration: false })} />
              Members of the team only
            </label>
            {issues.audience && <p className="text-sm text-red-700">{issues.audience}</p>}
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" checked={content.teamRegistration} onChange={(e) => setContent({ ...content, teamRegistration: e.target.checked, ...(e.target.checked ? { audience: 'anyone' } : {}) })} />
              Registration form: completing it adds the person to the team
            </label>
          </fieldset>
        )}
      </section>

      <section aria-labelledby="fields-heading" className="flex flex-col gap-3">
        <h2 id="fields-heading" className="text-xl font-semibold text-slate-900">
          Fields
        </h2>
        {issues.fields && <p className="text-sm text-red-700">{issues.fields}</p>}
        {content.fields.length === 0 && <p>No fields yet: add the first one below.</p>}
        <ol className="flex flex-col gap-3">
          {content.fields.map((field, index) => (
            <li key={field.id}>
              <FieldEditor
                field={field}
                index={index}
                count={content.fields.length}
                issues={issues}
                onChange={(f) => setField(index, f)}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.add} className={labelClass}>
              New field
            </label>
            <select id={ids.add} className={inputClass} value={addType} onChange={(e) => setAddType(e.target.value as FieldType)}>
              {fieldTypes.map((t) => (
                <option key={t} value={t} disabled={t === 'payment' && content.fields.some((f) => f.type === 'payment')}>
                  {fieldTypeLabels[t]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={secondaryButton} onClick={() => setContent({ ...content, fields: [...content.fields, blankField(addType)] })}>
            Add field
          </button>
        </div>
      </section>

      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button type="button" className={secondaryButton} disabled={busy !== null} aria-busy={busy === 'save'} onClick={() => void run('save')}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className={primaryButton} disabled={busy !== null} aria-busy={busy === 'publish'} onClick={() => void run('publish')}>
          {busy === 'publish' ? 'Publishing…' : form.status === 'published' ? 'Publish changes' : 'Publish'}
        </button>
        {form.status === 'published' && (
          <>
            <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void run('close')}>
              {busy === 'close' ? 'Closing…' : 'Stop taking answers'}
            </button>
            <Link to={formPaths.fill(form.id)} className={`${textLink} self-center`}>
              Open the form
            </Link>
          </>
        )}
        <Link to={formPaths.submissions(form.id)} className={`${textLink} self-center`}>
          Submissions ({form.submissionCount})
        </Link>
      </div>
    </div>
  );
}

function Text({ id, label, value, onChange, error, maxLength, type = 'text' }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string | undefined; maxLength?: number; type?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type={type} className={inputClass} value={value} maxLength={maxLength} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function FieldEditor({
  field,
  index,
  count,
  issues,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDef;
  index: number;
  count: number;
  issues: Issues;
  onChange: (f: FieldDef) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const base = useId();
  const at = (key: string) => issues[`fields.${index}.${key}`];
  const name = field.label || fieldTypeLabels[field.type];
  const money = (v: string) => (v === '' ? Number.NaN : Number(v));
  return (
    <article aria-label={`Field ${index + 1}: ${name}`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-600">
          {index + 1}. {fieldTypeLabels[field.type]}
          {field.type === 'waiver' && field.waiverVersion ? ` · version ${field.waiverVersion}` : ''}
        </p>
        <div className="flex gap-1">
          <IconButton label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton label={`Remove ${name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
      <Text id={`${base}-label`} label="Label" value={field.label} error={at('label')} maxLength={200} onChange={(label) => onChange({ ...field, label })} />
      {field.type !== 'waiver' && (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={field.required} onChange={(e) => onChange({ ...field, required: e.target.checked })} />
          Required
        </label>
      )}
      {(field.type === 'singleChoice' || field.type === 'multipleChoice') && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-options`} className={labelClass}>
            Options, one per line
          </label>
          <textarea
            id={`${base}-options`}
            className={`${inputClass} min-h-24 py-2`}
            value={field.options.join('\n')}
            aria-invalid={at('options') ? true : undefined}
            onChange={(e) => onChange({ ...field, options: e.target.value.split('\n') })}
          />
          {(at('options') ?? Object.entries(issues).find(([k]) => k.startsWith(`fields.${index}.options.`))?.[1]) && (
            <p className="text-sm text-red-700">{at('options') ?? Object.entries(issues).find(([k]) => k.startsWith(`fields.${index}.options.`))?.[1]}</p>
          )}
        </div>
      )}
      {field.type === 'number' && (
        <div className="grid grid-cols-2 gap-3">
          <Text id={`${base}-min`} type="number" label="Lowest (optional)" value={field.min?.toString() ?? ''} onChange={(v) => onChange({ ...field, min: v === '' ? undefined : Number(v) })} />
          <Text id={`${base}-max`} type="number" label="Highest (optional)" value={field.max?.toString() ?? ''} error={at('max')} onChange={(v) => onChange({ ...field, max: v === '' ? undefined : Number(v) })} />
        </div>
      )}
      {field.type === 'waiver' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-text`} className={labelClass}>
            Waiver text
          </label>
          <textarea
            id={`${base}-text`}
            className={`${inputClass} min-h-40 py-2`}
            value={field.text}
            aria-invalid={at('text') ? true : undefined}
            onChange={(e) => onChange({ ...field, text: e.target.value })}
          />
          {at('text') && <p className="text-sm text-red-700">{at('text')}</p>}
          <p className="text-sm text-slate-600">People sign by typing their name. Changing the text of a published waiver asks earlier signers to sign again.</p>
        </div>
      )}
      {field.type === 'payment' && (
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-4">
            <legend className={labelClass}>Amount</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${base}-mode`} checked={field.mode === 'fixed'} onChange={() => onChange({ ...field, mode: 'fixed', min: undefined, max: undefined })} />
              Fixed
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${base}-mode`} checked={field.mode === 'chosen'} onChange={() => onChange({ ...field, mode: 'chosen', min: field.min ?? 1, max: field.max ?? Math.max(field.amount, 100) })} />
              Chosen by the person (pay what you can)
            </label>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <Text id={`${base}-amount`} type="number" label={field.mode === 'fixed' ? 'Amount (USD)' : 'Suggested amount (USD)'} value={Number.isNaN(field.amount) ? '' : String(field.amount)} error={at('amount')} onChange={(v) => onChange({ ...field, amount: money(v) })} />
            {field.mode === 'chosen' && (
              <>
                <Text id={`${base}-pmin`} type="number" label="Lowest (USD)" value={field.min?.toString() ?? ''} error={at('min')} onChange={(v) => onChange({ ...field, min: money(v) })} />
                <Text id={`${base}-pmax`} type="number" label="Highest (USD)" value={field.max?.toString() ?? ''} error={at('max')} onChange={(v) => onChange({ ...field, max: money(v) })} />
              </>
            )}
          </div>
          <p className="text-sm text-slate-600">Paid at Stripe to your payout account (Settings, Subscriptions &amp; Payouts).</p>
        </div>
      )}
    </article>
  );
}

function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className={`inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40 ${focusRing}`}>
      {children}
    </button>
  );
}
