import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { textLink } from '@web/components/ui';
import { kindLabels, type PageNumber, type TeamFormValues } from '../team-form-values';
import { gameTypeName } from '@web/lib/game-types';

/** The last page: every answer with an Edit link back to the page that asks it. */

export function ReviewStep({ values, onEdit }: { values: TeamFormValues; onEdit: (page: PageNumber) => void }) {
  const { t } = useLingui();
  // `edit` names the row inside "Edit …" (lower case in English).
  const rows: { key: string; label: string; edit: string; value: ReactNode; page: PageNumber }[] = [
    {
      key: 'kind',
      label: t`Kind`,
      edit: t`Edit kind`,
      value: values.kind === '' ? '—' : t(kindLabels[values.kind].label),
      page: 1,
    },
    { key: 'name', label: t`Name`, edit: t`Edit name`, value: values.name.trim() || '—', page: 2 },
    { key: 'gameType', label: t`Game type`, edit: t`Edit game type`, value: values.gameType ? gameTypeName(values.gameType) : '—', page: 2 },
    {
      key: 'description',
      label: t`Description`,
      edit: t`Edit description`,
      value: values.description.trim() || t`None`,
      page: 3,
    },
    { key: 'photo', label: t`Photo link`, edit: t`Edit photo link`, value: values.photoURL.trim() || t`None`, page: 3 },
    { key: 'city', label: t`City`, edit: t`Edit city`, value: values.city?.name ?? '—', page: 4 },
    {
      key: 'join',
      label: t`Who can join`,
      edit: t`Edit who can join`,
      value: values.joinPolicy === 'open' ? t`Open: anyone joins at once` : t`Approval: you approve each request`,
      page: 5,
    },
    ...(values.kind === 'organization'
      ? [
          {
            key: 'slug',
            label: t`Slug`,
            edit: t`Edit slug`,
            value: values.slug.trim() ? `/org/${values.slug.trim()}` : '—',
            page: 5 as PageNumber,
          },
        ]
      : []),
    ...(values.external
      ? [
          {
            key: 'website',
            label: t`Website`,
            edit: t`Edit website`,
            value: values.externalUrl.trim() || '—',
            page: 5 as PageNumber,
          },
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 sm:w-36 sm:shrink-0">{row.label}</dt>
          <dd className="min-w-0 flex-1 break-words whitespace-pre-line text-slate-900">{row.value}</dd>
          <dd>
            <button
              type="button"
              onClick={() => onEdit(row.page)}
              className={`${textLink} inline-flex items-center gap-1 text-sm`}
              aria-label={row.edit}
            >
              <Pencil aria-hidden="true" className="size-3.5" />
              <Trans>Edit</Trans>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
