/**
 * A button for one of several actions that run one at a time: every such button waits while any
 * action runs (`busy` names it), and this one says it is busy while its own does.
 */
export function BusyButton<A extends string>({
  action,
  busy,
  label,
  busyLabel,
  className,
  submit = false,
  ariaLabel,
  onClick,
}: {
  action: A;
  busy: A | null | undefined;
  label: string;
  busyLabel: string;
  className: string;
  submit?: boolean;
  /** The accessible name when the visible label needs its context ("Approve Sam"). */
  ariaLabel?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={className}
      disabled={busy !== null && busy !== undefined}
      aria-busy={busy === action}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {busy === action ? busyLabel : label}
    </button>
  );
}
