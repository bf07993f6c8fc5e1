import { KindListPage } from '@web/features/teams/lists';

/** `leagues`: every league, newest first. */
export function Component() {
  return (
    <KindListPage
      title="Leagues"
      intro="Leagues run seasons and sessions that teams and players register for."
      what="leagues"
      kind="league"
      createKind="league"
    />
  );
}
