import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { TextField } from '@web/components/form/text-field';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, with the pool's policy as the hint (sign-up and reset). */
export function NewPasswordFields<T extends PasswordPair>({
  control,
  labels,
}: {
  control: Control<T>;
  labels: { password: string; confirm: string };
}) {
  // Both forms hold the pair; TypeScript cannot see that a generic form's names are among its paths.
  const { t } = useLingui();
  const pair = control as unknown as Control<PasswordPair>;
  return (
    <>
      <TextField
        control={pair}
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t`Use at least 8 characters, an uppercase letter, a lowercase letter, a number, a symbol such as ! ? # or @.`}
      />
      <TextField control={pair} name="confirmPassword" label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  );
}
