import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useWatch, type Control } from 'react-hook-form';
import type { AvailabilityPrivacy } from '@shared/schemas/availability';
import { Checkbox, CheckboxGroup, RadioGroup } from '@web/components/form';
import { labelClass, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { serverText } from '@web/lib/server-text';
import { useApi } from '@web/lib/use-api';
import type { AvailabilityFormOutput, AvailabilityFormValues } from '../availability-values';

type CommunityFilter = AvailabilityPrivacy['communityFilter'];

export const communityFilterLabels: Record<CommunityFilter, MessageDescriptor> = {
  none: msg`Don’t filter by community`,
  any: msg`People in any of my communities`,
  all: msg`People in all of my communities`,
  specific: msg`People in the communities I picked`,
};

export interface PrivacyCardProps {
  control: Control<AvailabilityFormValues, unknown, AvailabilityFormOutput>;
  /** The person whose availability this is: 'specific' picks from their own communities. */
  uid: string;
}

const visibilityOptions = [
  { value: 'public', label: msg`Public`, hint: msg`Anyone signed in to Rally can see your hours.` },
  { value: 'filtered', label: msg`Filtered`, hint: msg`Only people who match the filters you choose.` },
];

const matchOptions = [
  { value: true, label: msg`Match all chosen filters` },
  { value: false, label: msg`Match any chosen filter` },
];

/** Who may see this person's availability (spec §3, §4, §6): public, or filtered by the options below. */
export function PrivacyCard({ control, uid }: PrivacyCardProps) {
  const id = useId();
  const { t } = useLingui();
  const [mode, filter, communities] = useWatch({ control, name: ['privacy.visibilityMode', 'privacy.communityFilter', 'privacy.allowedCommunities'] });
  const communityOptions = (Object.keys(communityFilterLabels) as CommunityFilter[]).map((filter) => ({
      value: filter,
      label: filter === 'specific' ? `${t(communityFilterLabels.specific)} (${communities.length})` : t(communityFilterLabels[filter]),
    }));

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h4 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <Trans>Who can see your availability</Trans>
      </h4>
      <RadioGroup
        control={control}
        name="privacy.visibilityMode"
        label={t`Visibility`}
        hideLabel
        variant="card"
        options={visibilityOptions.map((o) => ({ value: o.value, label: t(o.label), hint: t(o.hint) }))}
      />

      {mode === 'filtered' && (
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">
            <Trans>If you choose no filters, only you can see your availability.</Trans>
          </p>
          <GenderFilter control={control} />
          <RadioGroup control={control} name="privacy.communityFilter" label={t`Communities`} variant="card" options={communityOptions} />
          {filter === 'specific' && <CommunityPicker control={control} uid={uid} />}
          <fieldset className="flex flex-col gap-2">
            <legend className={`${labelClass} mb-2`}>
              <Trans>Connections</Trans>
            </legend>
            <Checkbox control={control} name="privacy.connectsOnly" label={t`People I’m connected with`} />
          </fieldset>
          <RadioGroup
            control={control}
            name="privacy.requireAllFilters"
            label={t`When you choose more than one filter`}
            variant="card"
            options={matchOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
          />
        </div>
      )}
    </section>
  );
}

function GenderFilter({ control }: { control: PrivacyCardProps['control'] }) {
  // The server's list, 'Any' included. Static: never revalidated.
  const { data, error } = useApi('listGenders', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const { t } = useLingui();
  let status: ReactNode = null;
  if (error) {
    status = (
      <p role="alert" className="text-sm text-red-700">
        <Trans>We couldn’t load the list of genders.</Trans> {error instanceof Error ? error.message : ''}
      </p>
    );
  } else if (!data) {
    status = (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading genders…</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <CheckboxGroup
        control={control}
        name="privacy.allowedGenders"
        label={t`Genders`}
        hint={t`Leave all unticked to not filter by gender; ‘Any’ lets every gender through.`}
        variant="tile"
        optionsClassName="grid gap-2 sm:grid-cols-2"
        options={(data?.items ?? []).map((value) => ({ value, label: serverText(value) }))}
      />
      {status}
    </div>
  );
}

/** 'specific': the person ticks the communities (any team they belong to) whose members may see. */
function CommunityPicker({ control, uid }: { control: PrivacyCardProps['control']; uid: string }) {
  const { data, error, mutate } = useApi('listUserTeams', { params: { uid } });
  const { t } = useLingui();
  if (error && !data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>We couldn’t load your communities.</Trans> {error instanceof Error ? error.message : ''}{' '}
        <button type="button" className={textLink} onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading your communities…</Trans>
      </p>
    );
  }
  if (data.items.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          You are in no communities.{' '}
          <Link to={`${paths.discover}/teams`} className={textLink}>
            Find communities to join
          </Link>
        </Trans>
      </p>
    );
  }
  return (
    <CheckboxGroup
      control={control}
      name="privacy.allowedCommunities"
      label={t`Pick communities`}
      hint={t`Members of a ticked community can see your availability while you are in it too.`}
      variant="tile"
      optionsClassName="grid gap-2 sm:grid-cols-2"
      options={data.items.map((t) => ({ value: t.teamId, label: t.name }))}
    />
  );
}
