import { primaryButton } from '@web/components/ui';

/**
 * A manage form's submit button: every action waits while one is running (useTeamAction's
 * `pending`), and this one says it is busy while its own runs.
 */
export function ActionSubmit({
  action,
  pending,
  label,
  busyLabel,
}: {
  action: string;
  pending: string | undefined;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={pending !== undefined} aria-busy={pending === action} className={`${primaryButton} self-start`}>
      {pending === action ? busyLabel : label}
    </button>
  );
}
