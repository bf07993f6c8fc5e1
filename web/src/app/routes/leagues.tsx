import { useLingui } from '@lingui/react/macro';
import { KindListPage } from '@web/features/teams/lists';

/** `leagues`: every league, newest first. */
export function Component() {
  const { t } = useLingui();
  return (
    <KindListPage
      title={t`Leagues`}
      intro={t`Leagues run seasons and sessions that teams and players register for.`}
      what={t`leagues`}
      emptyTitle={t`No leagues yet.`}
      kind="league"
      createKind="league"
    />
  );
}
