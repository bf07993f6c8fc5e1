import { Trans } from '@lingui/react/macro';
import { TeamByHost } from '@web/features/teams/page';
import { paths } from '@web/lib/paths';
import { useAppOrigin } from '../layouts/domain-layout';

/** A custom domain's `team`: the team found by this host (spec §2 route guard), opened on the product's origin. */
export function Component() {
  const appOrigin = useAppOrigin();
  if (!appOrigin) {
    return (
      <p role="status" className="px-4 py-12 text-center text-slate-600">
        <Trans>Loading team...</Trans>
      </p>
    );
  }
  return <TeamByHost host={window.location.hostname.toLowerCase()} teamHref={(id) => `${appOrigin}${paths.team(id)}`} />;
}
