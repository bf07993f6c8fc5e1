import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { pronouns } from '@shared/constants/enums';
import { profileGenders } from '@shared/schemas/user';
import { Select, TextField } from '@web/components/form';
import { serverText } from '@web/lib/server-text';
import { useApi } from '@web/lib/use-api';
import type { ProfileFormOutput, ProfileFormValues } from '../profile-values';

/** Gender, pronouns, birthdate and phone: not in the initial sign-up (§2). Empty ones are "not set" (fromInputs). */
export function ExistingUserFields({ control }: { control: Control<ProfileFormValues, unknown, ProfileFormOutput> }) {
  const { t } = useLingui();
  const pronounOptions = pronouns.map((value) => ({ value, label: value === '' ? t`None` : serverText(value) }));
  // The server's list; a person's own gender is never 'Any'. Static, so never revalidated.
  const { data: genders } = useApi('listGenders', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const genderOptions = (genders?.items ?? profileGenders)
    .filter((g) => g !== 'Any')
    .map((value) => ({ value, label: serverText(value) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select control={control} name="additionalInfo.gender" label={t`Gender`} placeholder={t`Not set`} options={genderOptions} />
      <Select control={control} name="additionalInfo.pronoun" label={t`Pronouns`} options={pronounOptions} />
      <TextField control={control} name="birthdate" label={t`Birthdate (optional)`} type="date" />
      <TextField control={control} name="phoneNumber" label={t`Phone number (optional)`} type="tel" autoComplete="tel" />
    </div>
  );
}
