import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { pronouns } from '../../../../../shared/constants/enums';
import { profileGenders } from '../../../../../shared/schemas/user';
import { TextField } from '../../../components/form-field';
import { fieldAria as describedBy, FieldShell, useFieldIds } from '../../../components/form';
import { inputClass } from '../../../components/ui';
import { useApi } from '../../../lib/use-api';
import { emptyToNull, type ProfileFormValues } from '../profile-values';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const pronounLabel = (value: (typeof pronouns)[number]) => (value === '' ? 'None' : value);

/** Gender, pronouns, birthdate and phone: not in the initial sign-up (§2). */
export function ExistingUserFields({ register, errors }: {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  // The server's list; a person's own gender is never 'Any'. Static, so never revalidated.
  const { data: genders } = useApi('listGenders', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
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
