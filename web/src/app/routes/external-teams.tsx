import { KindListPage } from '@web/features/teams/lists';

/** `external-teams`: teams listed on Rally that run on their own websites (links open in a new tab). */
export function Component() {
  return (
    <KindListPage
      title="External teams"
      intro="Teams and clubs listed on Rally that run on their own websites."
      what="external teams"
      external
    />
  );
}
