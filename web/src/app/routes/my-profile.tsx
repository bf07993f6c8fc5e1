import { Trans } from '@lingui/react/macro';
import { Navigate } from 'react-router-dom';
import { useApi } from '@web/lib/use-api';
import { requireUser } from '@web/lib/guards';
import { paths } from '@web/lib/paths';

/** `profile` (spec §2 route table): the signed-in person's own public profile. */
export const loader = requireUser;

export function Component() {
  const { data: me, error } = useApi('getMe');
  if (me) return <Navigate to={paths.profile(me.uid)} replace />;
  return (
    <p role={error ? 'alert' : 'status'} className="mx-auto max-w-3xl px-4 py-10 text-slate-700">
      {error ? <Trans>We couldn’t load your profile. Please reload the page.</Trans> : <Trans>Opening your profile…</Trans>}
    </p>
  );
}
