import { useLingui } from '@lingui/react/macro';
import { KindListPage } from '@web/features/teams/lists';

/** `external-teams`: teams listed on Rally that run on their own websites (links open in a new tab). */
export function Component() {
  const { t } = useLingui();
  return (
    <KindListPage
      title={t`External teams`}
      intro={t`Teams and clubs listed on Rally that run on their own websites.`}
      what={t`external teams`}
      emptyTitle={t`No external teams yet.`}
      external
    />
  );
}
