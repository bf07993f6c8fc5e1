import { useId } from 'react';
import type { FormContent } from '../../../../../shared/schemas/form';
import { inputClass, labelClass } from '../../../components/ui';
import type { Issues } from '../builder-content';
import { BuilderText } from './builder-controls';

/** The form's title, description, the team it belongs to, and who can fill it. */
export function FormAboutSection({
  content,
  issues,
  teams,
  teamName,
  onChange,
}: {
  content: FormContent;
  issues: Issues;
  /** Teams the person runs (undefined while loading). */
  teams: Array<{ teamId: string; name: string }> | undefined;
  /** The name of the team the form belongs to, when the person no longer runs it. */
  teamName: string | null | undefined;
  onChange: (content: FormContent) => void;
}) {
  const ids = { description: useId(), team: useId() };
  return (
    <section
      aria-label="About the form"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <BuilderText
        label="Title"
        value={content.title}
        error={issues.title}
        onChange={(title) => onChange({ ...content, title })}
        maxLength={120}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.description} className={labelClass}>
          Description (optional)
        </label>
        <textarea
          id={ids.description}
          className={`${inputClass} min-h-24 py-2`}
          maxLength={2000}
          value={content.description}
          onChange={(e) => onChange({ ...content, description: e.target.value })}
        />
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
            onChange({ ...content, teamId, ...(teamId ? {} : { audience: 'anyone', teamRegistration: false }) });
          }}
        >
          <option value="">Just me</option>
          {(teams ?? []).map((t) => (
            <option key={t.teamId} value={t.teamId}>
              {t.name}
            </option>
          ))}
          {content.teamId && !teams?.some((t) => t.teamId === content.teamId) && (
            <option value={content.teamId}>{teamName ?? 'Your team'}</option>
          )}
        </select>
        <p className="text-sm text-slate-600">A team’s owners and admins can edit its forms and read the answers.</p>
      </div>
      {content.teamId && (
        <fieldset className="flex flex-col gap-2">
          <legend className={labelClass}>Who can fill it</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="audience"
              checked={content.audience === 'anyone'}
              onChange={() => onChange({ ...content, audience: 'anyone' })}
            />
            Anyone with the link (signed in)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="audience"
              checked={content.audience === 'team'}
              onChange={() => onChange({ ...content, audience: 'team', teamRegistration: false })}
            />
            Members of the team only
          </label>
          {issues.audience && <p className="text-sm text-red-700">{issues.audience}</p>}
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              checked={content.teamRegistration}
              onChange={(e) =>
                onChange({ ...content, teamRegistration: e.target.checked, ...(e.target.checked ? { audience: 'anyone' } : {}) })
              }
            />
            Registration form: completing it adds the person to the team
          </label>
        </fieldset>
      )}
    </section>
  );
}
