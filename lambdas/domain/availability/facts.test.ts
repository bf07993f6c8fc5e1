import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genders } from '@shared/constants/lists';
import { availabilityPrivacy, communityFilters } from '@shared/schemas/availability';
import { loadFacts, type FactSource } from './facts';
import { canSeeAvailability } from './visibility';

interface World {
  gender: Record<string, string | null>;
  communities: Record<string, string[]>;
  connected: boolean;
}

/** A fact source over an in-memory world that counts what it is asked. */
function sourceOf(world: World) {
  const reads: string[] = [];
  const source: FactSource = {
    genderOf: (uid) => (reads.push(`gender:${uid}`), Promise.resolve(world.gender[uid] ?? null)),
    communityIdsOf: (uid) => (reads.push(`communities:${uid}`), Promise.resolve(world.communities[uid] ?? [])),
    areConnected: (a, b) => (reads.push(`connected:${a}:${b}`), Promise.resolve(world.connected)),
  };
  return { source, reads };
}

const ids = fc.constantFrom('c1', 'c2', 'c3', 'c4');
const arbPrivacy = fc
  .record({
    visibilityMode: fc.constantFrom('public' as const, 'filtered' as const),
    allowedGenders: fc.uniqueArray(fc.constantFrom(...genders), { maxLength: 3 }),
    communityFilter: fc.constantFrom(...communityFilters),
    allowedCommunities: fc.uniqueArray(ids, { maxLength: 3 }),
    connectsOnly: fc.boolean(),
    requireAllFilters: fc.boolean(),
  })
  .map((p) => availabilityPrivacy.parse(p));
const arbWorld = fc.record({
  gender: fc.record({ viewer: fc.option(fc.constantFrom(...genders.filter((g) => g !== 'Any')), { nil: null }) }),
  communities: fc.record({ owner: fc.uniqueArray(ids), viewer: fc.uniqueArray(ids) }),
  connected: fc.boolean(),
});

describe('loadFacts', () => {
  it('reads only what the chosen filters need, and that never changes the answer', async () => {
    await fc.assert(
      fc.asyncProperty(arbPrivacy, arbWorld, fc.constantFrom('viewer', 'owner'), async (privacy, world, viewerUid) => {
        const full = {
          owner: { uid: 'owner', communityIds: new Set(world.communities.owner) },
          viewer: {
            uid: viewerUid,
            gender: world.gender[viewerUid as 'viewer'] ?? null,
            communityIds: new Set(world.communities[viewerUid as 'viewer']),
            isConnection: viewerUid !== 'owner' && world.connected,
          },
        };
        const { source } = sourceOf(world);
        const lazy = await loadFacts(privacy, 'owner', viewerUid, source);
        expect(canSeeAvailability(privacy, lazy.owner, lazy.viewer)).toBe(canSeeAvailability(privacy, full.owner, full.viewer));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads nothing for public availability or for the owner', async () => {
    const world: World = { gender: {}, communities: {}, connected: true };
    const filteredEverything = availabilityPrivacy.parse({ visibilityMode: 'filtered', allowedGenders: ['Female'], communityFilter: 'all', connectsOnly: true });
    for (const [privacy, viewer] of [
      [availabilityPrivacy.parse({ connectsOnly: true, communityFilter: 'any' }), 'viewer'],
      [filteredEverything, 'owner'],
    ] as const) {
      const { source, reads } = sourceOf(world);
      await loadFacts(privacy, 'owner', viewer, source);
      expect(reads).toEqual([]);
    }
  });

  it("reads the viewer's gender, both people's communities and the connection when all filters are on", async () => {
    const { source, reads } = sourceOf({ gender: {}, communities: {}, connected: false });
    const privacy = availabilityPrivacy.parse({ visibilityMode: 'filtered', allowedGenders: ['Female'], communityFilter: 'specific', connectsOnly: true });
    await loadFacts(privacy, 'owner', 'viewer', source);
    expect(reads.sort()).toEqual(['communities:owner', 'communities:viewer', 'connected:owner:viewer', 'gender:viewer']);
  });
});
