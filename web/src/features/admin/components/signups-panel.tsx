import { useState } from 'react';
import { LoadError } from '@web/components/load-error';
import { inputClass, labelClass } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { useApi } from '@web/lib/use-api';

const ranges = [7, 30, 90] as const;

/** Sign-up counts: profiles created per day, as a table (with bars for a glance). */
export function SignupsPanel() {
  const [days, setDays] = useState<number>(30);
  const { data, error, isLoading, mutate } = useApi('getSignupStats', { query: { days } });
  const max = Math.max(1, ...(data?.days.map((d) => d.count) ?? []));
  return (
    <section aria-labelledby="admin-signups" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-signups" className="text-xl font-semibold text-slate-900">
          Sign-ups
        </h2>
        <label className="flex flex-col gap-1">
          <span className={labelClass}>Period</span>
          <select className={inputClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {ranges.map((r) => (
              <option key={r} value={r}>
                Last {r} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <LoadError what="Sign-up counts could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading sign-ups...</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">Last {days} days</dt>
              <dd className="text-2xl font-bold text-slate-900">{data.lastDays}</dd>
            </div>
            <div className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">All time</dt>
              <dd className="text-2xl font-bold text-slate-900">{data.total}</dd>
            </div>
          </dl>
          <div className="max-h-80 overflow-y-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">New profiles per day, last {days} days</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Sign-ups
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
                        <span aria-hidden="true" className="h-2 rounded bg-brand-600" style={{ width: `${(d.count / max) * 70}%` }} />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
