import type { EntityItem } from 'electrodb';
import type { Team } from './entities/team';
import { cellOf, encode } from './geo';
import { db } from './service';

export type TeamItem = EntityItem<typeof Team>;

/** Access patterns for teams and communities (docs/data-model.md). */
export const teams = {
  async put(team: Omit<TeamItem, 'geohash' | 'geoCell' | 'createdAt'>): Promise<void> {
    const hash = encode(team.lat, team.lng);
    await db().entities.team.put({ ...team, geohash: hash, geoCell: cellOf(hash) }).go();
  },
  async get(teamId: string): Promise<TeamItem | null> {
    const { data } = await db().entities.team.get({ teamId }).go();
    return data;
  },
};
