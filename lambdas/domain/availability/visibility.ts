import type { AvailabilityPrivacy } from '@shared/schemas/availability';

/** What the visibility rule needs to know about the person whose availability it is. */
export interface OwnerFacts {
  uid: string;
  /** Communities the owner belongs to now. */
  communityIds: ReadonlySet<string>;
}

/** What it needs to know about the person asking. */
export interface ViewerFacts {
  uid: string;
  gender: string | null;
  communityIds: ReadonlySet<string>;
  /** The viewer and the owner are connected. */
  isConnection: boolean;
}

/** Filtered with no filter chosen: the hours are the owner's alone, whoever asks. */
export const showsNobodyElse = (p: AvailabilityPrivacy): boolean =>
  p.visibilityMode === 'filtered' && p.allowedGenders.length === 0 && p.communityFilter === 'none' && !p.connectsOnly;

/**
 * THE availability visibility rule (spec §6 "Availability visible to others"). Every read of
 * someone's availability, and every "attach availability" to a user lookup, goes through here.
 *
 * - The owner always sees their own.
 * - public: everyone signed in.
 * - filtered: each chosen filter is a check; requireAllFilters means every check must pass,
 *   otherwise any one is enough.
 *   - gender: allowedGenders non-empty → the viewer's gender is listed ('Any' admits everyone);
 *   - community: any → shares at least one community with the owner; all → belongs to every
 *     community the owner is in; specific → belongs to one of allowedCommunities that the owner
 *     is still in; none → no check;
 *   - connections: connectsOnly → the viewer is a connection.
 *   Filtered with no filter chosen shows nobody but the owner (the safe reading of "filtered").
 */
export function canSeeAvailability(privacy: AvailabilityPrivacy, owner: OwnerFacts, viewer: ViewerFacts | null): boolean {
  if (viewer && viewer.uid === owner.uid) return true;
  if (privacy.visibilityMode === 'public') return viewer !== null;
  if (!viewer || showsNobodyElse(privacy)) return false;

  const checks: boolean[] = [];
  if (privacy.allowedGenders.length > 0) {
    checks.push(privacy.allowedGenders.includes('Any') || (viewer.gender !== null && (privacy.allowedGenders as string[]).includes(viewer.gender)));
  }
  const shared = [...owner.communityIds].filter((id) => viewer.communityIds.has(id));
  switch (privacy.communityFilter) {
    case 'any':
      checks.push(shared.length > 0);
      break;
    case 'all':
      checks.push(owner.communityIds.size > 0 && shared.length === owner.communityIds.size);
      break;
    case 'specific':
      checks.push(privacy.allowedCommunities.some((id) => owner.communityIds.has(id) && viewer.communityIds.has(id)));
      break;
    case 'none':
      break;
  }
  if (privacy.connectsOnly) checks.push(viewer.isConnection);

  if (checks.length === 0) return false;
  return privacy.requireAllFilters ? checks.every(Boolean) : checks.some(Boolean);
}
