import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { textLink } from '@web/components/ui';
import { kindLabels, type PageNumber, type TeamFormValues } from '../team-form-values';

/** The last page: every answer with an Edit link back to the page that asks it. */

export function ReviewStep({ values, onEdit }: { values: TeamFormValues; onEdit: (page: PageNumber) => void }) {
  const rows: { label: string; value: ReactNode; page: PageNumber }[] = [
    { label: 'Kind', value: values.kind === '' ? '—' : kindLabels[values.kind].label, page: 1 },
    { label: 'Name', value: values.name.trim() || '—', page: 2 },
    { label: 'Game type', value: values.gameType || '—', page: 2 },
    { label: 'Description', value: values.description.trim() || 'None', page: 3 },
    { label: 'Photo link', value: values.photoURL.trim() || 'None', page: 3 },
    { label: 'City', value: values.city?.name ?? '—', page: 4 },
    {
      label: 'Who can join',
      value: values.joinPolicy === 'open' ? 'Open: anyone joins at once' : 'Approval: you approve each request',
      page: 5,
    },
    ...(values.kind === 'organization'
      ? [{ label: 'Slug', value: values.slug.trim() ? `/org/${values.slug.trim()}` : '—', page: 5 as PageNumber }]
      : []),
    ...(values.external ? [{ label: 'Website', value: values.externalUrl.trim() || '—', page: 5 as PageNumber }] : []),
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 sm:w-36 sm:shrink-0">{row.label}</dt>
          <dd className="min-w-0 flex-1 break-words whitespace-pre-line text-slate-900">{row.value}</dd>
          <dd>
            <button
              type="button"
              onClick={() => onEdit(row.page)}
              className={`${textLink} inline-flex items-center gap-1 text-sm`}
              aria-label={`Edit ${row.label.toLowerCase()}`}
            >
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
