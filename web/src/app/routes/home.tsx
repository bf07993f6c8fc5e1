import { Trans } from '@lingui/react/macro';
import { HomePage } from '@web/features/home';
import { useSignedIn } from '@web/lib/use-signed-in';

/**
 * `home` (spec §2: a guarded, authorised route). /home is a protected prefix: a signed-out
 * visitor is sent to login about 1 s after arriving (the app layout does that); until then
 * nothing is fetched.
 */
export function Component() {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-slate-600">
        <Trans>Checking your session…</Trans>
      </p>
    );
  }
  return <HomePage />;
}
