// The profile form checks names for profanity: install the word list (shared/schemas/content.ts).
import '@shared/schemas/profanity';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { fullName as fullNameRule, profileEmail, updateProfileInput } from '@shared/schemas/user';
import { CityField, TextField } from '@web/components/form';
import { primaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { keepAcrossReload } from '@web/lib/flash';
import { i18n } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { reloadPage } from '@web/lib/reload-page';
import { embeddedDialog } from '@web/lib/auth-dialog';
import { timing } from '@web/lib/timing';
import { toast } from '@web/lib/toast';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import type { ProfileDto as Profile } from '@shared/schemas/user';
import {
  fromInputs,
  isNewUser,
  toFormValues,
  toUpdateBody,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../profile-values';
import { AvatarPicker } from './avatar-picker';
import { EmailField } from './email-field';
import { ExistingUserFields } from './existing-user-fields';
import { NewUserFields } from './new-user-fields';

const CITY_REQUIRED = msg`Please choose a city`;

/** The shared schema, with one message of our own: "no city chosen" instead of zod's type error. */
const schemaResolver = zodResolver(updateProfileInput, {
  error: (issue) => (issue.path?.[0] === 'defaultCity' && issue.code === 'invalid_type' ? i18n._(CITY_REQUIRED) : undefined),
});
/** The schema reads the inputs' text as the API would get it: empty optional fields are "not set". */
const resolver: Resolver<ProfileFormValues, unknown, ProfileFormOutput> = (values, context, options) =>
  schemaResolver(fromInputs(values), context, options);

/**
 * The profile form (spec §2 Profile form, §5 rules): 'More Information' / 'Setup Account' for a
 * new user, 'Settings' / 'Save Changes' for an existing one. Validation is the shared
 * `updateProfileInput` schema, the one the users Lambda checks the body with.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const isNew = isNewUser(profile);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const save = useApiMutation('updateProfile');
  const [leaving, setLeaving] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState,
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver,
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  const { isValid, isSubmitting } = formState;
  // The first setup moves on 250 ms after it is saved, once saving is over: it is not guarded.
  const unsaved = useUnsavedForm(formState, !isNew).prompt;
  const city = useWatch({ control, name: 'defaultCity' });

  // §5: the e-mail is disabled when the full name and the e-mail are already valid.
  const emailValid = profileEmail.safeParse(profile.email).success;
  const emailLocked = emailValid && fullNameRule.safeParse(profile.fullName ?? '').success;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The answer is the saved profile, which is what getMe would now return: it fills that entry.
      const saved = await save.trigger({ params: { uid: profile.uid }, body: toUpdateBody(values, profile) });
      await mutate(apiKey('getMe'), saved, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved in between: say so and load their version (the form reloads with it).
        toast.error(error.message);
        await mutate(apiKey('getMe'), api.call('getMe'), { revalidate: false }).catch(() => undefined);
        return;
      }
      if (error instanceof ApiError) {
        for (const issue of error.issues)
          if (issue.path) setError(issue.path as Path<ProfileFormValues>, { message: issue.message });
      }
      toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
      return;
    }
    if (!isNew) {
      // What was saved is the form's new starting point: nothing is unsaved any more.
      reset(getValues());
      toast.success(t`Successfully updated your profile`);
      return;
    }
    // §2: welcome, then after 250 ms on to the auth-dialog route if embedded (a site's sign-in
    // pop-up, which then answers the site), otherwise availability (skippable); then reload.
    setLeaving(true);
    const welcome = t`Welcome to ${PRODUCT_NAME}!`;
    toast.success(welcome);
    keepAcrossReload(welcome);
    setTimeout(() => {
      void Promise.resolve(navigate(embeddedDialog.pending() ?? paths.afterSetup)).then(reloadPage);
    }, timing.redirectAfterSignupMs);
  });

  const Heading = isNew ? 'h1' : 'h2';
  const busy = isSubmitting || leaving;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="profile-form-title"
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-1">
        <Heading id="profile-form-title" className="text-2xl font-bold text-slate-900">
          {isNew ? t`More Information` : t`Settings`}
        </Heading>
        {isNew && (
          <p className="text-slate-700">
            <Trans>Tell other players a little about you. You can change this later in Settings.</Trans>
          </p>
        )}
      </div>

      <Controller
        control={control}
        name="photoURL"
        render={({ field }) => <AvatarPicker value={field.value ?? null} onChange={(url) => field.onChange(url)} />}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="displayName" label={t`Display name`} autoComplete="nickname" />
        <TextField control={control} name="fullName" label={t`Full name`} autoComplete="name" />
        <TextField control={control} name="lastName" label={t`Last name (optional)`} autoComplete="family-name" />
        <EmailField
          email={profile.email}
          disabled={emailLocked}
          error={emailValid ? undefined : t`Please enter a valid email address`}
          changeable={!isNewUser(profile)}
        />
        <div className="sm:col-span-2">
          <CityField control={control} name="defaultCity" label={t`Go-to city`} />
        </div>
      </div>

      {isNew ? <NewUserFields control={control} /> : <ExistingUserFields control={control} />}

      <div>
        <button type="submit" disabled={!isValid || !city || busy} className={`${primaryButton} w-full sm:w-auto`}>
          {isNew ? t`Setup Account` : t`Save Changes`}
        </button>
        {busy && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            <Trans>Saving…</Trans>
          </p>
        )}
      </div>
      {unsaved}
    </form>
  );
}
