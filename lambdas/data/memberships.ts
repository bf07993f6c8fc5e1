import type { EntityItem } from 'electrodb';
import type { Membership } from './entities/membership';
import { db } from './service';

export type MembershipItem = EntityItem<typeof Membership>;
export type MembershipRole = MembershipItem['role'];

/** Access patterns for team and community memberships (docs/data-model.md). */
export const memberships = {
  /** Add someone to a team or community (or change their role): idempotent. */
  async add(teamId: string, userId: string, role: MembershipRole = 'member'): Promise<void> {
    await db().entities.membership.put({ teamId, userId, role }).go();
  },

  async remove(teamId: string, userId: string): Promise<void> {
    await db().entities.membership.delete({ teamId, userId }).go();
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

  /** Ids of the members of a team or community. */
  async memberIdsOf(teamId: string): Promise<string[]> {
    const { data } = await db().entities.membership.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['userId'] });
    return data.map((m) => m.userId);
  },
};
