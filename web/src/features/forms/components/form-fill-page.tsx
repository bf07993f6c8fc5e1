import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router-dom';
import { ApiError } from '@web/lib/api-error';
import { useApi } from '@web/lib/use-api';
import { formPaths } from '../paths';
import { FillForm } from './fill-form';
import { FormProblem } from './form-problem';

/** `form/{id}`: fill a published form (login). */
export function FormFillPage() {
  const { id = '' } = useParams();
  return <Fill formId={id} joinTeam={false} />;
}

/** `form/{formId}/team-form-add/{userId}`: a team's registration form; completing it adds the person to the team. */
export function TeamFormAddPage() {
  const { formId = '', userId = '' } = useParams();
  const me = useApi('getMe');
  if (!me.data) {
    return (
      <p role="status" className="px-4 py-8">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  // The link is made for one person: anyone else is sent to the page that says so.
  if (me.data.uid !== userId) return <Navigate to={formPaths.accessDenied} replace />;
  return <Fill formId={formId} joinTeam />;
}

function Fill({ formId, joinTeam }: { formId: string; joinTeam: boolean }) {
  const { t } = useLingui();
  const { data, error, mutate } = useApi('getFormToFill', { params: { formId } }, { shouldRetryOnError: false });
  if (error instanceof ApiError && error.status === 403) return <Navigate to={formPaths.accessDenied} replace />;
  if (error)
    return (
      <FormProblem
        error={error}
        what={
          error instanceof ApiError && error.status === 409
            ? t`This form is not open for answers`
            : t`The form could not be loaded`
        }
        onRetry={() => void mutate()}
      />
    );
  if (!data) {
    return (
      <p role="status" className="px-4 py-8">
        <Trans>Loading form…</Trans>
      </p>
    );
  }
  return <FillForm form={data} joinTeam={joinTeam} />;
}
