import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListStates } from '@web/components/list-states';
import { formatDay } from '@web/lib/format';
import { useApi } from '@web/lib/use-api';
import { PlainSelect } from '@web/components/lists';
import { AdminPanel } from './admin-panel';

const ranges = [7, 30, 90] as const;

/** Sign-up counts: profiles created per day, as a table (with bars for a glance). */
export function SignupsPanel() {
  const { t } = useLingui();
  const [days, setDays] = useState<number>(30);
  const stats = useApi('getSignupStats', { query: { days } });
  const max = Math.max(1, ...(stats.data?.days.map((d) => d.count) ?? []));
  return (
    <AdminPanel
      id="admin-signups"
      title={t`Sign-ups`}
      controls={
        <PlainSelect
          label={t`Period`}
          value={days}
          options={ranges.map((r) => ({ value: r, label: t`Last ${r} days` }))}
          onChange={(raw) => setDays(Number(raw))}
        />
      }
    >
      <ListStates
        result={stats}
        failed={t`Sign-up counts could not be loaded.`}
        loading={t`Loading sign-ups...`}
        empty={null}
        isEmpty={() => false}
      >
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-4">
              <div className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">
                  <Trans>Last {days} days</Trans>
                </dt>
                <dd className="text-2xl font-bold text-slate-900">{data.lastDays}</dd>
              </div>
              <div className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">
                  <Trans>All time</Trans>
                </dt>
                <dd className="text-2xl font-bold text-slate-900">{data.total}</dd>
              </div>
            </dl>
            {/* A scrolling box must take keyboard focus, or its lower rows are out of a keyboard user's reach. */}
            <div
              role="region"
              aria-label={t`New profiles by day`}
              tabIndex={0}
              className="max-h-80 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  <Trans>New profiles per day, last {days} days</Trans>
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 font-medium">
                      <Trans>Day</Trans>
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <Trans>Sign-ups</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.days].reverse().map((d) => (
                    <tr key={d.day} className="border-b border-slate-100">
                      <th scope="row" className="py-1.5 font-normal text-slate-700">
                        {formatDay(`${d.day}T12:00:00Z`)}
                      </th>
                      <td className="py-1.5">
                        <span className="flex items-center gap-2">
                          <span className="w-6 text-right tabular-nums">{d.count}</span>
                          <span
                            aria-hidden="true"
                            className="h-2 rounded bg-brand-600"
                            style={{ width: `${(d.count / max) * 70}%` }}
                          />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </ListStates>
    </AdminPanel>
  );
}
