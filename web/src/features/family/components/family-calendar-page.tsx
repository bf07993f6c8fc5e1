import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FamilyCalendarDto } from '@shared/schemas/family-calendar';
import { EventTime } from '@web/components/event-time';
import { ListStates } from '@web/components/list-states';
import { secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';

/** Monday 00:00 (the viewer's clock) of the week holding `d`. */
export function weekStartOf(d: Date): Date {
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/** The occurrences grouped by the viewer's day, in order. */
function byDay(items: FamilyCalendarDto['items']) {
  const groups = new Map<string, { label: string; items: FamilyCalendarDto['items'] }>();
  for (const item of items) {
    const key = dayKey(item.start);
    const group = groups.get(key) ?? { label: dayHeading.format(new Date(item.start)), items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * `/family/calendar`: the signed-in person's and their wards' games, a week at a time, grouped by
 * day, each with who of the household goes, and clashes (overlap, too little travel time) flagged
 * on both occurrences.
 */
export function FamilyCalendarPage({ today = new Date() }: { today?: Date }) {
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const from = weekStart.toISOString();
  const to = addDays(weekStart, 7).toISOString();
  const result = useApi('getFamilyCalendar', { query: { from, to } }, { shouldRetryOnError: false });
  const weekLabel = `${dayHeading.format(weekStart)} – ${dayHeading.format(addDays(weekStart, 6))}`;
  const clashesOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const c of result.data?.clashes ?? []) {
      for (const key of [c.first, c.second]) map.set(key, [...(map.get(key) ?? []), c.message]);
    }
    return map;
  }, [result.data]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8">
      <title>Family calendar | Rally</title>
      <h1 className="text-2xl font-bold text-slate-900">Family calendar</h1>
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={() => setWeekStart((w) => addDays(w, -7))}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous week
        </button>
        <p aria-live="polite" className="font-medium text-slate-800">
          Week of {weekLabel}
        </p>
        <button type="button" className={secondaryButton} onClick={() => setWeekStart((w) => addDays(w, 7))}>
          Next week <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </nav>
      <ListStates
        result={result}
        failed="The family calendar could not be loaded."
        loading="Loading the family calendar…"
        empty="No games for your family this week."
        isEmpty={(d) => d.items.length === 0}
      >
        {(d) => (
          <div className="flex flex-col gap-6">
            {d.clashes.length > 0 && (
              <p className="font-semibold text-amber-900">
                {d.clashes.length === 1 ? '1 clash this week' : `${d.clashes.length} clashes this week`}
              </p>
            )}
            {byDay(d.items).map((day) => (
              <section key={day.label} aria-label={day.label} className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-slate-900">{day.label}</h2>
                <ul className="flex flex-col gap-3">
                  {day.items.map((item) => (
                    <li key={item.key} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                      <Link to={paths.event(item.eventId)} className={`${textLink} break-words`}>
                        {item.title}
                      </Link>
                      <span className="text-sm text-slate-700">
                        {item.people.map((p) => (p.role === 'host' ? `${p.name} (hosting)` : p.name)).join(', ')}
                      </span>
                      <span className="text-sm text-slate-700">
                        <EventTime iso={item.start} timeZone={item.timeZone} />
                      </span>
                      <span className="text-sm text-slate-700">{item.location.name}</span>
                      {(clashesOf.get(item.key) ?? []).map((message) => (
                        <p key={message} className="flex items-start gap-1.5 text-sm font-semibold text-amber-900">
                          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="sr-only">Warning: </span>
                            {message}
                          </span>
                        </p>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListStates>
    </div>
  );
}
