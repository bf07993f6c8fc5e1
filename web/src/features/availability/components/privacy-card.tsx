import { useId, type ReactNode } from 'react';
import type { AvailabilityPrivacy } from '../../../../../shared/schemas/availability';
import { labelClass } from '../../../components/ui';
import { useApi } from '../../../lib/use-api';

type CommunityFilter = AvailabilityPrivacy['communityFilter'];

export const communityFilterLabels: Record<CommunityFilter, string> = {
  none: 'Don’t filter by community',
  any: 'People in any of my communities',
  all: 'People in all of my communities',
  specific: 'People in the communities I picked',
};

export interface PrivacyCardProps {
  value: AvailabilityPrivacy;
  onChange: (value: AvailabilityPrivacy) => void;
  /**
   * Offer 'specific' communities. No API lists a person's communities yet, so it is offered only
   * to keep a choice already saved (with its ids) rather than silently dropping it.
   */
  offerSpecific: boolean;
}

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50';

/** Who may see this person's availability (spec §3, §4, §6): public, or filtered by the options below. */
export function PrivacyCard({ value, onChange, offerSpecific }: PrivacyCardProps) {
  const id = useId();
  const set = (patch: Partial<AvailabilityPrivacy>) => onChange({ ...value, ...patch });
  const filtered = value.visibilityMode === 'filtered';
  const communityOptions = (Object.keys(communityFilterLabels) as CommunityFilter[]).filter(
    (f) => f !== 'specific' || offerSpecific,
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h4 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Who can see your availability
      </h4>
      <Choices legend="Visibility" hideLegend>
        <Radio
          name={`${id}-mode`}
          checked={!filtered}
          onSelect={() => set({ visibilityMode: 'public' })}
          label="Public"
          hint="Anyone signed in to Rally can see your hours."
        />
        <Radio
          name={`${id}-mode`}
          checked={filtered}
          onSelect={() => set({ visibilityMode: 'filtered' })}
          label="Filtered"
          hint="Only people who match the filters you choose."
        />
      </Choices>

      {filtered && (
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">If you choose no filters, only you can see your availability.</p>
          <GenderFilter value={value.allowedGenders} onChange={(allowedGenders) => set({ allowedGenders })} />
          <Choices legend="Communities">
            {communityOptions.map((filter) => (
              <Radio
                key={filter}
                name={`${id}-community`}
                checked={value.communityFilter === filter}
                onSelect={() => set({ communityFilter: filter })}
                label={
                  filter === 'specific'
                    ? `${communityFilterLabels.specific} (${value.allowedCommunities.length})`
                    : communityFilterLabels[filter]
                }
              />
            ))}
          </Choices>
          <Choices legend="Connections">
            <label className={optionClass}>
              <input
                type="checkbox"
                checked={value.connectsOnly}
                onChange={(event) => set({ connectsOnly: event.target.checked })}
                className="size-4 accent-brand-700"
              />
              People I’m connected with
            </label>
          </Choices>
          <Choices legend="When you choose more than one filter">
            <Radio
              name={`${id}-match`}
              checked={value.requireAllFilters}
              onSelect={() => set({ requireAllFilters: true })}
              label="Match all chosen filters"
            />
            <Radio
              name={`${id}-match`}
              checked={!value.requireAllFilters}
              onSelect={() => set({ requireAllFilters: false })}
              label="Match any chosen filter"
            />
          </Choices>
        </div>
      )}
    </section>
  );
}

function GenderFilter({
  value,
  onChange,
}: {
  value: AvailabilityPrivacy['allowedGenders'];
  onChange: (value: AvailabilityPrivacy['allowedGenders']) => void;
}) {
  // The server's list, 'Any' included. Static: never revalidated.
  const { data, error } = useApi('listGenders', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const hintId = useId();
  const toggle = (gender: (typeof value)[number], on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(gender);
    else chosen.delete(gender);
    // Keep the server's order.
    onChange((data?.items ?? []).filter((g) => chosen.has(g)));
  };
  return (
    <Choices legend="Genders" describedBy={hintId}>
      <p id={hintId} className="text-sm text-slate-600">
        Leave all unticked to not filter by gender; ‘Any’ lets every gender through.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          We couldn’t load the list of genders. {error instanceof Error ? error.message : ''}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-600">
          Loading genders…
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {data.items.map((gender) => (
            <label key={gender} className={optionClass}>
              <input
                type="checkbox"
                checked={value.includes(gender)}
                onChange={(event) => toggle(gender, event.target.checked)}
                className="size-4 accent-brand-700"
              />
              {gender}
            </label>
          ))}
        </div>
      )}
    </Choices>
  );
}

function Choices({
  legend,
  hideLegend,
  describedBy,
  children,
}: {
  legend: string;
  hideLegend?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className={hideLegend ? 'sr-only' : `${labelClass} mb-2`}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Radio({
  name,
  checked,
  onSelect,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col rounded-md border border-slate-300 bg-white has-checked:border-brand-700 has-checked:bg-brand-50">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 font-medium text-slate-900">
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onSelect}
          aria-describedby={hint ? hintId : undefined}
          className="size-4 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-2 px-3 pb-2 pl-10 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
