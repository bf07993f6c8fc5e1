// The profile form checks names for profanity: install the word list (shared/schemas/content.ts).
import '../../../../../shared/schemas/profanity';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { useSWRConfig } from 'swr';
import { joinReasons, pronouns } from '../../../../../shared/constants/enums';
import { messages, PRODUCT_NAME } from '../../../../../shared/constants/messages';
import { fullName as fullNameRule, profileEmail, profileGenders, updateProfileInput } from '../../../../../shared/schemas/user';
import { describedBy, FieldShell, TextField, useFieldIds } from '../../../components/form-field';
import { inputClass, labelClass, primaryButton, textLink } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { keepAcrossReload } from '../../../lib/flash';
import { paths } from '../../../lib/paths';
import { reloadPage } from '../../../lib/reload-page';
import { timing } from '../../../lib/timing';
import { getMe, getMeKey, type Profile } from '../api/get-me';
import { useGameTypes } from '../api/list-game-types';
import { useGenders } from '../api/list-genders';
import { useUpdateProfile } from '../api/update-profile';
import { isNewUser, toFormValues, toUpdateBody, type ProfileFormOutput, type ProfileFormValues } from '../profile-values';
import { AvatarPicker } from './avatar-picker';
import { CityCombobox } from './city-combobox';

const CITY_REQUIRED = 'Please choose a city';

/** The shared schema, with one message of our own: "no city chosen" instead of zod's type error. */
const resolver = zodResolver(updateProfileInput, {
  error: (issue) => (issue.path?.[0] === 'defaultCity' && issue.code === 'invalid_type' ? CITY_REQUIRED : undefined),
});

export const joinReasonLabels: Record<(typeof joinReasons)[number], string> = {
  Organize: 'Organize',
  'Find-people': 'Find people',
  'Find-events': 'Find events',
  Substitute: 'Substitute',
};

const pronounLabel = (value: (typeof pronouns)[number]) => (value === '' ? 'None' : value);

/** '' from an empty input means "not set". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The profile form (spec §2 Profile form, §5 rules): 'More Information' / 'Setup Account' for a
 * new user, 'Settings' / 'Save Changes' for an existing one. Validation is the shared
 * `updateProfileInput` schema, the one the users Lambda checks the body with.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const isNew = isNewUser(profile);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const save = useUpdateProfile();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver,
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  const city = useWatch({ control, name: 'defaultCity' });

  // §5: the e-mail is disabled when the full name and the e-mail are already valid.
  const emailValid = profileEmail.safeParse(profile.email).success;
  const emailLocked = emailValid && fullNameRule.safeParse(profile.fullName ?? '').success;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(profile.uid, toUpdateBody(values, profile));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved in between: say so and load their version (the form reloads with it).
        toast.error(error.message);
        await mutate(getMeKey, getMe(), { revalidate: false }).catch(() => undefined);
        return;
      }
      if (error instanceof ApiError) {
        for (const issue of error.issues) if (issue.path) setError(issue.path as Path<ProfileFormValues>, { message: issue.message });
      }
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      return;
    }
    if (!isNew) {
      toast.success(messages.profileUpdated);
      return;
    }
    // §2: welcome, then after 250 ms on to availability (skippable), then reload the page.
    setLeaving(true);
    toast.success(messages.welcome());
    keepAcrossReload(messages.welcome());
    setTimeout(() => {
      void Promise.resolve(navigate(paths.afterSetup)).then(reloadPage);
    }, timing.redirectAfterSignupMs);
  });

  const Heading = isNew ? 'h1' : 'h2';
  const busy = isSubmitting || leaving;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="profile-form-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Heading id="profile-form-title" className="text-2xl font-bold text-slate-900">
          {isNew ? 'More Information' : 'Settings'}
        </Heading>
        {isNew && <p className="text-slate-700">Tell other players a little about you. You can change this later in Settings.</p>}
      </div>

      <Controller
        control={control}
        name="photoURL"
        render={({ field }) => <AvatarPicker value={field.value ?? null} onChange={(url) => field.onChange(url)} />}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Display name" autoComplete="nickname" registration={register('displayName')} error={errors.displayName?.message} />
        <TextField label="Full name" autoComplete="name" registration={register('fullName')} error={errors.fullName?.message} />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          registration={register('lastName', { setValueAs: emptyToNull })}
          error={errors.lastName?.message}
        />
        <EmailField email={profile.email} disabled={emailLocked} error={emailValid ? undefined : messages.invalidEmail} changeable={!isNewUser(profile)} />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="defaultCity"
            render={({ field, fieldState }) => (
              <CityCombobox
                label="Go-to city"
                value={field.value}
                onChange={(next) => field.onChange(next)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message ?? (fieldState.error ? CITY_REQUIRED : undefined)}
              />
            )}
          />
        </div>
      </div>

      {isNew ? <NewUserFields register={register} control={control} /> : <ExistingUserFields register={register} errors={errors} />}

      <div>
        <button type="submit" disabled={!isValid || !city || busy} className={`${primaryButton} w-full sm:w-auto`}>
          {isNew ? 'Setup Account' : 'Save Changes'}
        </button>
        {busy && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Saving…
          </p>
        )}
      </div>
    </form>
  );
}

type Register = UseFormRegister<ProfileFormValues>;

/** The sign-in e-mail is Cognito's: it changes through /verify-new-email (a code to the new address), not this form. */
function EmailField({ email, disabled, error, changeable }: { email: string; disabled: boolean; error: string | undefined; changeable: boolean }) {
  const ids = useFieldIds();
  const hint = `The email you sign in with.`;
  return (
    <FieldShell ids={ids} label="Email" hint={hint} error={error}>
      <input {...describedBy(ids, { hint, error })} type="email" value={email} readOnly disabled={disabled} className={inputClass} />
      {changeable && (
        <Link to={paths.verifyNewEmail} className={`${textLink} self-start text-sm`}>
          Change email
        </Link>
      )}
    </FieldShell>
  );
}

/** Main use reason and games: first sign-up only (§2). */
function NewUserFields({ register, control }: { register: Register; control: Control<ProfileFormValues, unknown, ProfileFormOutput> }) {
  const { data: gameTypes, error } = useGameTypes();
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

/** Gender, pronouns, birthdate and phone: not in the initial sign-up (§2). */
function ExistingUserFields({ register, errors }: { register: Register; errors: FieldErrors<ProfileFormValues> }) {
  const { data: genders } = useGenders();
  const genderOptions = (genders?.items ?? profileGenders).filter((g) => g !== 'Any');
  const genderIds = useFieldIds();
  const pronounIds = useFieldIds();
  const genderError = errors.additionalInfo?.gender?.message;
  const pronounError = errors.additionalInfo?.pronoun?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell ids={genderIds} label="Gender" error={genderError}>
        <select {...register('additionalInfo.gender', { setValueAs: emptyToUndefined })} {...describedBy(genderIds, { error: genderError })} className={inputClass}>
          <option value="">Not set</option>
          {genderOptions.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell ids={pronounIds} label="Pronouns" error={pronounError}>
        <select {...register('additionalInfo.pronoun')} {...describedBy(pronounIds, { error: pronounError })} className={inputClass}>
          {pronouns.map((pronoun) => (
            <option key={pronoun} value={pronoun}>
              {pronounLabel(pronoun)}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField
        label="Birthdate (optional)"
        type="date"
        registration={register('birthdate', { setValueAs: emptyToNull })}
        error={errors.birthdate?.message}
      />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
    </div>
  );
}
