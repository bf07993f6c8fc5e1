import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communityFilters, type AvailabilityPrivacy } from '@shared/schemas/availability';
import { genders } from '@shared/constants/lists';
import { canSeeAvailability, type OwnerFacts, type ViewerFacts } from './visibility';

const privacy = (p: Partial<AvailabilityPrivacy>): AvailabilityPrivacy => ({
  visibilityMode: 'filtered',
  allowedGenders: [],
  communityFilter: 'none',
  allowedCommunities: [],
  connectsOnly: false,
  requireAllFilters: false,
  ...p,
});
const owner: OwnerFacts = { uid: 'owner', communityIds: new Set(['c1', 'c2']) };
const viewer = (v: Partial<ViewerFacts>): ViewerFacts => ({ uid: 'viewer', gender: null, communityIds: new Set(), isConnection: false, ...v });

describe('canSeeAvailability', () => {
  it('always shows owners their own availability', () => {
    expect(canSeeAvailability(privacy({}), owner, viewer({ uid: 'owner' }))).toBe(true);
  });
  it('shows public availability to any signed-in viewer, not to nobody', () => {
    expect(canSeeAvailability(privacy({ visibilityMode: 'public', connectsOnly: true }), owner, viewer({}))).toBe(true);
    expect(canSeeAvailability(privacy({ visibilityMode: 'public' }), owner, null)).toBe(false);
  });
  it('hides filtered availability when no filter is chosen', () => {
    expect(canSeeAvailability(privacy({}), owner, viewer({ isConnection: true, gender: 'Female' }))).toBe(false);
  });
  it('admits listed genders only, and everyone when Any is listed', () => {
    expect(canSeeAvailability(privacy({ allowedGenders: ['Female'] }), owner, viewer({ gender: 'Female' }))).toBe(true);
    expect(canSeeAvailability(privacy({ allowedGenders: ['Female'] }), owner, viewer({ gender: 'Male' }))).toBe(false);
    expect(canSeeAvailability(privacy({ allowedGenders: ['Female'] }), owner, viewer({ gender: null }))).toBe(false);
    expect(canSeeAvailability(privacy({ allowedGenders: ['Any'] }), owner, viewer({ gender: null }))).toBe(true);
  });
  it('community any / all / specific', () => {
    const one = viewer({ communityIds: new Set(['c1']) });
    const both = viewer({ communityIds: new Set(['c1', 'c2', 'c9']) });
    expect(canSeeAvailability(privacy({ communityFilter: 'any' }), owner, one)).toBe(true);
    expect(canSeeAvailability(privacy({ communityFilter: 'all' }), owner, one)).toBe(false);
    expect(canSeeAvailability(privacy({ communityFilter: 'all' }), owner, both)).toBe(true);
    expect(canSeeAvailability(privacy({ communityFilter: 'specific', allowedCommunities: ['c2'] }), owner, one)).toBe(false);
    expect(canSeeAvailability(privacy({ communityFilter: 'specific', allowedCommunities: ['c2'] }), owner, both)).toBe(true);
  });
  it('ignores a specific community the owner has left', () => {
    const v = viewer({ communityIds: new Set(['c9']) });
    expect(canSeeAvailability(privacy({ communityFilter: 'specific', allowedCommunities: ['c9'] }), owner, v)).toBe(false);
  });
  it('all filters vs any filter', () => {
    const p = { allowedGenders: ['Female' as const], connectsOnly: true };
    const femaleStranger = viewer({ gender: 'Female' });
    expect(canSeeAvailability(privacy({ ...p, requireAllFilters: false }), owner, femaleStranger)).toBe(true);
    expect(canSeeAvailability(privacy({ ...p, requireAllFilters: true }), owner, femaleStranger)).toBe(false);
    expect(canSeeAvailability(privacy({ ...p, requireAllFilters: true }), owner, viewer({ gender: 'Female', isConnection: true }))).toBe(true);
  });

  /** A plain reference: enumerate the filters as a table of (active, passes) rows. */
  function reference(p: AvailabilityPrivacy, o: OwnerFacts, v: ViewerFacts | null): boolean {
    if (v === null) return false;
    if (v.uid === o.uid) return true;
    if (p.visibilityMode === 'public') return true;
    const ownerList = [...o.communityIds];
    const rows: Array<[boolean, boolean]> = [
      [p.allowedGenders.length > 0, p.allowedGenders.some((g) => g === 'Any' || g === v.gender)],
      [p.communityFilter === 'any', ownerList.some((c) => v.communityIds.has(c))],
      [p.communityFilter === 'all', ownerList.length > 0 && ownerList.every((c) => v.communityIds.has(c))],
      [p.communityFilter === 'specific', p.allowedCommunities.filter((c) => o.communityIds.has(c)).some((c) => v.communityIds.has(c))],
      [p.connectsOnly, v.isConnection],
    ];
    const active = rows.filter(([on]) => on).map(([, pass]) => pass);
    if (active.length === 0) return false;
    return p.requireAllFilters ? !active.includes(false) : active.includes(true);
  }

  const ids = fc.constantFrom('c1', 'c2', 'c3', 'c4');
  const arbPrivacy = fc.record({
    visibilityMode: fc.constantFrom('public' as const, 'filtered' as const),
    allowedGenders: fc.uniqueArray(fc.constantFrom(...genders), { maxLength: 3 }),
    communityFilter: fc.constantFrom(...communityFilters),
    allowedCommunities: fc.uniqueArray(ids, { maxLength: 3 }),
    connectsOnly: fc.boolean(),
    requireAllFilters: fc.boolean(),
  });
  const arbOwner = fc.record({ uid: fc.constant('owner'), communityIds: fc.uniqueArray(ids).map((a) => new Set(a)) });
  const arbViewer = fc.option(
    fc.record({
      uid: fc.constantFrom('viewer', 'owner'),
      gender: fc.option(fc.constantFrom(...genders.filter((g) => g !== 'Any')), { nil: null }),
      communityIds: fc.uniqueArray(ids).map((a) => new Set(a)),
      isConnection: fc.boolean(),
    }),
    { nil: null },
  );

  it('agrees with the reference implementation for random owners, viewers and settings', () => {
    fc.assert(
      fc.property(arbPrivacy, arbOwner, arbViewer, (p, o, v) => canSeeAvailability(p, o, v) === reference(p, o, v)),
      { numRuns: 5000 },
    );
  });

  it('never shows more with requireAllFilters than without (all is stricter than any)', () => {
    fc.assert(
      fc.property(arbPrivacy, arbOwner, arbViewer, (p, o, v) =>
        !canSeeAvailability({ ...p, requireAllFilters: true }, o, v) || canSeeAvailability({ ...p, requireAllFilters: false }, o, v),
      ),
      { numRuns: 2000 },
    );
  });

  it('adding the connections filter under all-filters logic never widens who sees (once any filter is on)', () => {
    fc.assert(
      fc.property(arbPrivacy, arbOwner, arbViewer, (p, o, v) => {
        const all = { ...p, visibilityMode: 'filtered' as const, requireAllFilters: true, connectsOnly: false };
        const anyActive = all.allowedGenders.length > 0 || all.communityFilter !== 'none';
        fc.pre(anyActive && v?.uid !== o.uid);
        return !canSeeAvailability({ ...all, connectsOnly: true }, o, v) || canSeeAvailability(all, o, v);
      }),
      { numRuns: 2000 },
    );
  });
});
