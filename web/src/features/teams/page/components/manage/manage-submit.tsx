import { BusyButton } from '@web/components/lists';
import { primaryButton } from '@web/components/ui';

/** A manage form's submit button: every team action waits while one runs, and this one says when it is its own. */
export function ManageSubmit({
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
    <BusyButton
      submit
      action={action}
      busy={pending}
      label={label}
      busyLabel={busyLabel}
      className={`${primaryButton} self-start`}
    />
  );
}
