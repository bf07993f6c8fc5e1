import type { ItemOf } from './entities/table';
import type { Membership } from './entities/membership';
import { db, unlessConditionFails, writeWithRetry } from './service';

export type MembershipItem = ItemOf<typeof Membership>;
export type MembershipRole = MembershipItem['role'];

/** Access patterns for team and community memberships (docs/data-model.md). */
export const memberships = {
  /** Add someone to a team or community (or change their role) without touching counters: seeds. */
  async add(teamId: string, userId: string, role: MembershipRole = 'member'): Promise<void> {
    await db().entities.membership.put({ teamId, userId, role }).go();
  },

  /** Delete the membership only (account deletion; the team item may already be gone). */
  async remove(teamId: string, userId: string): Promise<void> {
    await db().entities.membership.delete({ teamId, userId }).go();
  },

  async get(teamId: string, userId: string): Promise<MembershipItem | null> {
    const { data } = await db().entities.membership.get({ teamId, userId }).go();
    return data;
  },

  /** A person's role in a team or community (an event's hosting team: owner/admin may manage it), or null. */
  async roleOf(teamId: string, userId: string): Promise<MembershipRole | null> {
    return (await memberships.get(teamId, userId))?.role ?? null;
  },

  /**
   * Join: the membership is created and the team's memberCount grows in one transaction (the team
   * must exist). Optionally a join request is deleted in the same write. False when already a member.
   */
  async join(teamId: string, userId: string, opts: { fromRequest?: boolean } = {}): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ membership, team, joinRequest }) => [
          membership.create({ teamId, userId, role: 'member' }).commit(),
          team
            .patch({ teamId })
            .add({ memberCount: 1 })
            .commit(),
          ...(opts.fromRequest ? [joinRequest.delete({ teamId, userId }).commit()] : []),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Leave or be removed: the membership goes and memberCount shrinks in one transaction. */
  async leave(teamId: string, userId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ membership, team }) => [
          membership
            .delete({ teamId, userId })
            .where((a, { exists }) => exists(a.role))
            .commit(),
          team
            .patch({ teamId })
            .add({ memberCount: -1 })
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Change a member's role (only an existing membership). False when they are not a member. */
  async setRole(teamId: string, userId: string, role: MembershipRole): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.membership.patch({ teamId, userId }).set({ role }).go();
      return true;
    }, false);
  },

  /** Ids of the teams and communities a person belongs to. */
  async communityIdsOf(userId: string): Promise<string[]> {
    const { data } = await db().entities.membership.query.byUser({ userId }).go({ pages: 'all', attributes: ['teamId'] });
    return data.map((m) => m.teamId);
  },

  /** A person's memberships with their role (settings: teams list, delete-account check). */
  async listOf(userId: string): Promise<Array<Pick<MembershipItem, 'teamId' | 'role'>>> {
    const { data } = await db().entities.membership.query.byUser({ userId }).go({ pages: 'all', attributes: ['teamId', 'role'] });
    return data;
  },

  /** The members of a team with role and join time. */
  async ofTeam(teamId: string): Promise<MembershipItem[]> {
    const { data } = await db().entities.membership.query.byTeam({ teamId }).go({ pages: 'all' });
    return data;
  },

  /** Ids of the members of a team or community. */
  async memberIdsOf(teamId: string): Promise<string[]> {
    const { data } = await db().entities.membership.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['userId'] });
    return data.map((m) => m.userId);
  },
};
