import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FamilyConnectionDto } from '@shared/schemas/family';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { relationLabels } from '../family-rows';

/** A saved family connection: name (linked once confirmed), relation, state, and its actions. */
export function SavedMember({
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
  const { t } = useLingui();
  const confirmed = connection.status === 'accepted';
  const requester = connection.requesterName;
  const relation = t(relationLabels[connection.requesterRelation]).toLowerCase();
  const age = connection.recipientAge;
  const otherName = connection.otherName;
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
          <span className="text-sm text-slate-600">{t(relationLabels[connection.relation])}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${confirmed ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {confirmed ? t`Confirmed` : t`Pending`}
          </span>
        </p>
        {connection.awaitingMyAnswer && (
          <p className="text-sm text-slate-600">
            <Trans>
              {requester} added you as their {relation}.
            </Trans>
          </p>
        )}
        {!connection.isRecipientGthUser && connection.recipientPhoneNumber && (
          <p className="text-sm text-slate-600">
            {connection.recipientPhoneNumber}
            {age !== null ? ` · ${t`age ${age}`}` : ''}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {connection.awaitingMyAnswer && (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={() => onAnswer(true)}>
              <Trans>Accept</Trans>
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => onAnswer(false)}>
              <Trans>Decline</Trans>
            </button>
          </>
        )}
        {!connection.awaitingMyAnswer && (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={onRemove}
            aria-label={t`Remove ${otherName}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
    </li>
  );
}
