import { useLingui } from '@lingui/react/macro';
import { KindListPage } from '@web/features/teams/lists';

/** `organizations`: every organization, each linking to its org/{slug} page. */
export function Component() {
  const { t } = useLingui();
  return (
    <KindListPage
      title={t`Organizations`}
      intro={t`Clubs and organizers with their own page on Rally, at an address of their own.`}
      what={t`organizations`}
      emptyTitle={t`No organizations yet.`}
      kind="organization"
      createKind="organization"
    />
  );
}
