import { Trans } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummaryDto } from '@shared/schemas/event';
import { EventTime } from './event-time';
import { paths } from '@web/lib/paths';
import { inputClass, labelClass, primaryButton, textLink } from './ui';

// The kit's small pieces outside forms: link rows, tables, chips, event link cards, a busy-aware
// action button and a plain select. One module: each on its own became a chunk of its own, and the
// entry lists every chunk (the landing pages' budget pays for each name).

export interface ActionLink {
  to: string;
  label: string;
}

/** Where to go from a dead end or an empty list: the main way on as a button, a second one as a link. */
export function ActionLinks({ main, other, className }: { main: ActionLink; other: ActionLink; className: string }) {
  return (
    <div className={className}>
      <Link to={main.to} className={primaryButton}>
        {main.label}
      </Link>
      <Link to={other.to} className={textLink}>
        {other.label}
      </Link>
    </div>
  );
}

/** A named row of text links to related pages ("More lists", "Payments pages"). */
export function LinkNav({ label, links, className }: { label: string; links: readonly ActionLink[]; className: string }) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={textLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A table's header row: one column header per name, the columns spaced by padding after every one
 * but the last. `rowClass` and `cellClass` carry the table's own look.
 */
export function TableHead({
  columns,
  rowClass = 'border-b border-slate-200',
  cellClass = 'py-2',
}: {
  columns: readonly string[];
  rowClass?: string;
  cellClass?: string;
}) {
  return (
    <thead>
      <tr className={rowClass || undefined}>
        {columns.map((column, i) => (
          <th key={column} scope="col" className={i < columns.length - 1 ? `${cellClass} pr-4` : cellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A full-width table that scrolls sideways on a narrow screen: its caption (for screen readers),
 * the header row, then the rows `children` gives.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Short values shown as pills (a place's game types, a person's games), named by `label`. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Events as compact cards in a grid, each card one link to the event: the title, `detail` (what
 * the page does not already say: the game type, the place), the start and whether it is cancelled.
 */
export function EventLinkList({
  events,
  label,
  detail,
}: {
  events: readonly EventSummaryDto[];
  label: string;
  detail: (event: EventSummaryDto) => string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={paths.event(event.id)}
            className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="font-semibold break-words text-slate-900">{event.title}</span>
            <span className="text-sm text-slate-700">{detail(event)}</span>
            <span className="flex items-center gap-1.5 text-sm text-slate-700">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span>
                <EventTime iso={event.dateStart} timeZone={event.timeZone} />
              </span>
            </span>
            {event.cancelled && (
              <span className="text-sm font-semibold text-red-800">
                <Trans>Cancelled</Trans>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

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

/**
 * A labelled native select that is not part of a form: a filter whose value lives in the URL or in
 * state and applies as soon as it changes. Form fields use the form kit's Select instead.
 */
export function PlainSelect({
  label,
  value,
  options,
  onChange,
  className = 'flex flex-col gap-1',
}: {
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
