import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Field } from '@web/components/form';
import { inputClass, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';

/**
 * The sign-in e-mail is Cognito's: shown read-only (no form value), it changes through
 * /verify-new-email (a code to the new address), not this form.
 */
export function EmailField({
  email,
  disabled,
  error,
  changeable,
}: {
  email: string;
  disabled: boolean;
  error: string | undefined;
  changeable: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`Email`} hint={t`The email you sign in with.`} error={error}>
      {(aria) => (
        <>
          <input {...aria} type="email" value={email} readOnly disabled={disabled} className={inputClass} />
          {changeable && (
            <Link to={paths.verifyNewEmail} className={`${textLink} self-start text-sm`}>
              <Trans>Change email</Trans>
            </Link>
          )}
        </>
      )}
    </Field>
  );
}
