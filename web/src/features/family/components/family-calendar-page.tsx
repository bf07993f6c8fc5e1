import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FamilyCalendarDto } from '@shared/schemas/family-calendar';
import { PRODUCT_NAME } from '@shared/constants/product';
import { EventTime } from '@web/components/event-time';
import { ListStates } from '@web/components/list-states';
import { secondaryButton, textLink } from '@web/components/ui';
import { i18n } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';

/** Monday 00:00 (the viewer's clock) of the week holding `d`. */
export function weekStartOf(d: Date): Date {
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** "Monday, November 30" / "lunes, 30 de noviembre", in the app's language. */
const dayHeading = (d: Date) => i18n.date(d, { weekday: 'long', month: 'long', day: 'numeric' });
const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/** The occurrences grouped by the viewer's day, in order. */
function byDay(items: FamilyCalendarDto['items']) {
  const groups = new Map<string, { label: string; items: FamilyCalendarDto['items'] }>();
  for (const item of items) {
    const key = dayKey(item.start);
    const group = groups.get(key) ?? { label: dayHeading(new Date(item.start)), items: [] };
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
  const { t } = useLingui();
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const from = weekStart.toISOString();
  const to = addDays(weekStart, 7).toISOString();
  const result = useApi('getFamilyCalendar', { query: { from, to } }, { shouldRetryOnError: false });
  const weekLabel = `${dayHeading(weekStart)} – ${dayHeading(addDays(weekStart, 6))}`;
  const clashesOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const c of result.data?.clashes ?? []) {
      for (const key of [c.first, c.second]) map.set(key, [...(map.get(key) ?? []), c.message]);
    }
    return map;
  }, [result.data]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8">
      <title>{t`Family calendar | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Family calendar</Trans>
      </h1>
      <nav aria-label={t`Weeks`} className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={() => setWeekStart((w) => addDays(w, -7))}>
          <ChevronLeft aria-hidden="true" className="size-4" /> <Trans>Previous week</Trans>
        </button>
        <p aria-live="polite" className="font-medium text-slate-800">
          <Trans>Week of {weekLabel}</Trans>
        </p>
        <button type="button" className={secondaryButton} onClick={() => setWeekStart((w) => addDays(w, 7))}>
          <Trans>Next week</Trans> <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </nav>
      <ListStates
        result={result}
        failed={t`The family calendar could not be loaded.`}
        loading={t`Loading the family calendar…`}
        empty={t`No games for your family this week.`}
        isEmpty={(d) => d.items.length === 0}
      >
        {(d) => (
          <div className="flex flex-col gap-6">
            {d.clashes.length > 0 && (
              <p className="font-semibold text-amber-900">
                {plural(d.clashes.length, { one: '# clash this week', other: '# clashes this week' })}
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
                        {item.people
                          .map((p) => {
                            const name = p.name;
                            return p.role === 'host' ? t`${name} (hosting)` : name;
                          })
                          .join(', ')}
                      </span>
                      <span className="text-sm text-slate-700">
                        <EventTime iso={item.start} timeZone={item.timeZone} />
                      </span>
                      <span className="text-sm text-slate-700">{item.location.name}</span>
                      {(clashesOf.get(item.key) ?? []).map((message) => (
                        <p key={message} className="flex items-start gap-1.5 text-sm font-semibold text-amber-900">
                          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="sr-only">
                              <Trans>Warning:</Trans>{' '}
                            </span>
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
