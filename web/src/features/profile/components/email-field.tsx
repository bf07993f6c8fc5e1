import { Link } from 'react-router-dom';
import { fieldAria as describedBy, FieldShell, useFieldIds } from '../../../components/form';
import { inputClass, textLink } from '../../../components/ui';
import { paths } from '../../../lib/paths';

/** The sign-in e-mail is Cognito's: it changes through /verify-new-email (a code to the new address), not this form. */
export function EmailField({ email, disabled, error, changeable }: { email: string; disabled: boolean; error: string | undefined; changeable: boolean }) {
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
