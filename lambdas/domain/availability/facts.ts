import type { AvailabilityPrivacy } from '@shared/schemas/availability';
import { connections } from '../../data/connections';
import { memberships } from '../../data/memberships';
import { users } from '../../data/users';
import type { OwnerFacts, ViewerFacts } from './visibility';

/** Where the facts come from: the data layer, or a fake in unit tests. */
export interface FactSource {
  genderOf(uid: string): Promise<string | null>;
  communityIdsOf(uid: string): Promise<string[]>;
  areConnected(a: string, b: string): Promise<boolean>;
}

export const dataFactSource: FactSource = {
  async genderOf(uid) {
    const info = (await users.get(uid))?.additionalInfo as { gender?: string } | undefined;
    return info?.gender ?? null;
  },
  communityIdsOf: (uid) => memberships.communityIdsOf(uid),
  areConnected: (a, b) => connections.areConnected(a, b),
};

/**
 * The facts `canSeeAvailability` needs for these settings, read in parallel. A fact no chosen
 * filter looks at is not read (public availability costs no read at all); it is left empty,
 * which cannot change the answer (facts.test.ts proves it against fully loaded facts).
 */
export async function loadFacts(
  privacy: AvailabilityPrivacy,
  ownerUid: string,
  viewerUid: string,
  source: FactSource = dataFactSource,
): Promise<{ owner: OwnerFacts; viewer: ViewerFacts }> {
  const filtered = privacy.visibilityMode === 'filtered' && ownerUid !== viewerUid;
  const needGender = filtered && privacy.allowedGenders.length > 0;
  const needCommunities = filtered && privacy.communityFilter !== 'none';
  const needConnection = filtered && privacy.connectsOnly;
  const [gender, ownerCommunities, viewerCommunities, isConnection] = await Promise.all([
    needGender ? source.genderOf(viewerUid) : null,
    needCommunities ? source.communityIdsOf(ownerUid) : [],
    needCommunities ? source.communityIdsOf(viewerUid) : [],
    needConnection ? source.areConnected(ownerUid, viewerUid) : false,
  ]);
  return {
    owner: { uid: ownerUid, communityIds: new Set(ownerCommunities) },
    viewer: { uid: viewerUid, gender, communityIds: new Set(viewerCommunities), isConnection },
  };
}
