import { Trans, useLingui } from '@lingui/react/macro';

/** "3 of 6 needed": the minimum players an event needs, shown as progress towards it. */
export function MinimumNeeded({ have, need }: { have: number; need: number }) {
  const { t } = useLingui();
  const reached = have >= need;
  const count = Math.min(have, need);
  const label = t`${count} of ${need} needed`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between text-sm">
        <span id="minimum-label" className="font-medium text-slate-800">
          <Trans>Minimum players</Trans>
        </span>
        <span className="text-slate-700">{reached ? `${label} · ${t`the game is on!`}` : label}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="minimum-label"
        aria-valuemin={0}
        aria-valuemax={need}
        aria-valuenow={Math.min(have, need)}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-green-600' : 'bg-brand-700'}`}
          style={{ width: `${Math.min(100, (have / need) * 100)}%` }}
        />
      </div>
    </div>
  );
}
