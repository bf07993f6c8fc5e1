import { KindListPage } from '@web/features/teams/lists';

/** `organizations`: every organization, each linking to its org/{slug} page. */
export function Component() {
  return (
    <KindListPage
      title="Organizations"
      intro="Clubs and organizers with their own page on Rally, at an address of their own."
      what="organizations"
      kind="organization"
      createKind="organization"
    />
  );
}
