import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { joinReasons } from '@shared/constants/enums';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { Checkbox, CheckboxGroup, RadioGroup } from '@web/components/form';
import { gameTypeOptions } from '@web/lib/game-types';
import { useApi } from '@web/lib/use-api';
import type { ProfileFormOutput, ProfileFormValues } from '../profile-values';

export const joinReasonLabels: Record<(typeof joinReasons)[number], MessageDescriptor> = {
  Organize: msg`Organize`,
  'Find-people': msg`Find people`,
  'Find-events': msg`Find events`,
  Substitute: msg`Substitute`,
};

/** Main use reason and games: first sign-up only (§2). */
export function NewUserFields({ control }: { control: Control<ProfileFormValues, unknown, ProfileFormOutput> }) {
  const { t, i18n } = useLingui();
  const joinReasonOptions = joinReasons.map((value) => ({ value, label: t(joinReasonLabels[value]) }));
  // Game types as the server lists them. Static, so never revalidated.
  const { data: gameTypes, error } = useApi('listGameTypes', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  // Like the activity options (§7): 'Other' is not a game to be interested in; sorted by label.
  // Stored in English, shown and sorted in the app's language.
  const games = gameTypeOptions((gameTypes?.items ?? []).map((g) => g.label).filter((label) => label !== 'Other')).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.locale),
  );
  return (
    <>
      <RadioGroup
        control={control}
        name="joinReason"
        label={t`What brings you to ${PRODUCT_NAME}?`}
        variant="chip"
        options={joinReasonOptions}
      />
      {/* One group from the start: the games fill it once the list arrives. */}
      <CheckboxGroup
        control={control}
        name="additionalInfo.sports"
        label={t`Pick atleast one`}
        variant="tile"
        options={error ? [] : games}
        hint={
          error ? (
            <span role="alert" className="text-red-700">
              <Trans>We couldn’t load the list of games.</Trans> {error instanceof Error ? error.message : ''}
            </span>
          ) : !gameTypes ? (
            <span role="status">
              <Trans>Loading games…</Trans>
            </span>
          ) : undefined
        }
      />
      <Checkbox
        control={control}
        name="announceOnJoin"
        label={t`Tell players near me that I joined`}
        hint={t`Players nearby who share a sport get a notification with your name, sports and city. Players under 18 are never announced.`}
      />
    </>
  );
}
