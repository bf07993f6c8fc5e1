import { useId } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { joinReasons } from '../../../../../shared/constants/enums';
import { PRODUCT_NAME } from '../../../../../shared/constants/messages';
import { labelClass } from '../../../components/ui';
import { useApi } from '../../../lib/use-api';
import type { ProfileFormOutput, ProfileFormValues } from '../profile-values';

export const joinReasonLabels: Record<(typeof joinReasons)[number], string> = {
  Organize: 'Organize',
  'Find-people': 'Find people',
  'Find-events': 'Find events',
  Substitute: 'Substitute',
};

/** Main use reason and games: first sign-up only (§2). */
export function NewUserFields({ register, control }: {
  register: UseFormRegister<ProfileFormValues>;
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
}) {
  // Game types as the server lists them. Static, so never revalidated.
  const { data: gameTypes, error } = useApi('listGameTypes', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  // Like the activity options (§7): 'Other' is not a game to be interested in; sorted by label.
  const games = (gameTypes?.items ?? []).map((g) => g.label).filter((label) => label !== 'Other').sort((a, b) => a.localeCompare(b));
  const announceId = useId();
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className={`${labelClass} mb-2`}>What brings you to {PRODUCT_NAME}?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {/* A Controller, not register(): RHF reads unchecked radios as null, which the optional enum refuses. */}
          <Controller
            control={control}
            name="joinReason"
            render={({ field }) => (
              <>
                {joinReasons.map((reason) => (
                  <label key={reason} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                    <input
                      type="radio"
                      name={field.name}
                      value={reason}
                      checked={field.value === reason}
                      onChange={() => field.onChange(reason)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-700"
                    />
                    {joinReasonLabels[reason]}
                  </label>
                ))}
              </>
            )}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className={`${labelClass} mb-2`}>Pick atleast one</legend>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn’t load the list of games. {error instanceof Error ? error.message : ''}
          </p>
        ) : !gameTypes ? (
          <p role="status" className="text-sm text-slate-600">
            Loading games…
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {games.map((game) => (
              <label key={game} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="checkbox" value={game} {...register('additionalInfo.sports')} className="size-4 accent-brand-700" />
                {game}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="flex items-start gap-3 text-slate-800">
        <input
          id={announceId}
          type="checkbox"
          {...register('announceOnJoin')}
          aria-describedby={`${announceId}-hint`}
          className="mt-1.5 size-4 accent-brand-700"
        />
        <div className="flex flex-col">
          <label htmlFor={announceId} className="min-h-11 content-center">
            Tell players near me that I joined
          </label>
          <p id={`${announceId}-hint`} className="text-sm text-slate-600">
            Players nearby who share a sport get a notification with your name, sports and city. Players under 18 are never
            announced.
          </p>
        </div>
      </div>
    </>
  );
}
