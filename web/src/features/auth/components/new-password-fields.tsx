import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { passwordRules } from '../schemas';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, with the pool's policy as the hint (sign-up and reset). */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  labels: { password: string; confirm: string };
}) {
  const reg = register as unknown as UseFormRegister<PasswordPair>;
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        registration={reg('password')}
        error={errors.password?.message}
        hint={`Use ${passwordRules.map((rule) => rule.toLowerCase()).join(', ')}.`}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        registration={reg('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}
