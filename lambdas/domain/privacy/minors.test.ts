import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyRelations, inverseRelation, type FamilyRelation } from '@shared/schemas/family';
import { familyConnections, type FamilyConnectionItem } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import {
  anonymousCircle,
  circleFrom,
  filterListable,
  knows,
  listable,
  makesGuardian,
  mayListPerson,
  needsGuardianApproval,
  refusesFamilyRequest,
  teamJoinNeedsGuardian,
} from './minors';

const now = new Date('2026-11-26T12:00:00Z');
const MINOR = '2011-05-01';
const ADULT = '1990-01-01';

interface Person {
  uid: string;
  birthdate: string | undefined;
}
interface Link {
  requesterId: string;
  recipientId: string;
  requesterRelation: FamilyRelation;
  recipientRelation: FamilyRelation;
  status: 'accepted' | 'pending';
}
interface World {
  people: Person[];
  family: Link[];
  teams: string[][];
}

/** A random town: people (minors, adults, no birthdate), family links of any status and relation, and teams. */
const world: fc.Arbitrary<World> = fc.integer({ min: 2, max: 12 }).chain((n) => {
  const uids = Array.from({ length: n }, (_, i) => `u${i}`);
  const person = fc.constantFrom<string | undefined>(MINOR, ADULT, undefined);
  const link = fc
    .record({
      a: fc.integer({ min: 0, max: n - 1 }),
      b: fc.integer({ min: 0, max: n - 1 }),
      relation: fc.constantFrom(...familyRelations),
      status: fc.constantFrom<'accepted' | 'pending'>('accepted', 'pending'),
    })
    .filter((l) => l.a !== l.b)
    .map((l): Link => ({
      requesterId: uids[l.a]!,
      recipientId: uids[l.b]!,
      recipientRelation: l.relation,
      requesterRelation: inverseRelation[l.relation],
      status: l.status,
    }));
  const team = fc.subarray(uids, { minLength: 1 });
  return fc.record({
    people: fc
      .array(person, { minLength: n, maxLength: n })
      .map((bs) => bs.map((birthdate, i) => ({ uid: uids[i]!, birthdate }))),
    family: fc.array(link, { maxLength: n * 2 }),
    teams: fc.array(team, { maxLength: 4 }),
  });
});

/** What the data layer would return for `uid`: their family links and the members of each of their teams. */
const circleIn = (w: World, uid: string) =>
  circleFrom(
    uid,
    w.family.filter((l) => l.requesterId === uid || l.recipientId === uid),
    w.teams.filter((t) => t.includes(uid)),
  );

const isFamily = (w: World, a: string, b: string) =>
  w.family.some(
    (l) =>
      l.status === 'accepted' && ((l.requesterId === a && l.recipientId === b) || (l.requesterId === b && l.recipientId === a)),
  );
const shareTeam = (w: World, a: string, b: string) => w.teams.some((t) => t.includes(a) && t.includes(b));

describe('minors in lists (property)', () => {
  it('never lists a minor to anyone outside their family and teams, and always lists adults', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const viewer of w.people) {
          const shown = new Set(filterListable(circleIn(w, viewer.uid), w.people, (p) => p, now).map((p) => p.uid));
          for (const p of w.people) {
            const minor = p.birthdate === MINOR;
            const close = p.uid === viewer.uid || isFamily(w, viewer.uid, p.uid) || shareTeam(w, viewer.uid, p.uid);
            expect(shown.has(p.uid)).toBe(!minor || close);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('shows an anonymous viewer no minor at all', () => {
    fc.assert(
      fc.property(world, (w) => {
        const shown = filterListable(anonymousCircle, w.people, (p) => p, now);
        expect(shown.every((p) => p.birthdate !== MINOR)).toBe(true);
      }),
    );
  });

  it('knowing is symmetric, so a minor sees in lists exactly the people who may see them', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const a of w.people)
          for (const b of w.people) expect(knows(circleIn(w, a.uid), b.uid)).toBe(knows(circleIn(w, b.uid), a.uid));
      }),
    );
  });

  it('holds a request to a minor for a guardian exactly when the asker is outside their family and teams', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const target of w.people) {
          const circle = circleIn(w, target.uid);
          for (const asker of w.people) {
            if (asker.uid === target.uid) continue;
            const close = isFamily(w, target.uid, asker.uid) || shareTeam(w, target.uid, asker.uid);
            expect(needsGuardianApproval(target, circle, asker.uid, now)).toBe(target.birthdate === MINOR && !close);
            expect(refusesFamilyRequest(target, circle, asker.uid, now)).toBe(
              target.birthdate === MINOR && !isFamily(w, target.uid, asker.uid),
            );
          }
        }
      }),
    );
  });

  it('holds a minor joining a team for a guardian exactly when none of their family is on it', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const minor of w.people) {
          const circle = circleIn(w, minor.uid);
          for (const team of w.teams) {
            const familyOnIt = team.some((id) => id !== minor.uid && isFamily(w, minor.uid, id));
            expect(teamJoinNeedsGuardian(minor, circle, team, now)).toBe(minor.birthdate === MINOR && !familyOnIt);
          }
        }
      }),
    );
  });
});

describe('mayListPerson', () => {
  const stranger = circleFrom('s', [], []);
  it('lists adults and people without a birthdate to anyone', () => {
    expect(mayListPerson(stranger, { uid: 'a', birthdate: ADULT }, now)).toBe(true);
    expect(mayListPerson(stranger, { uid: 'a', birthdate: undefined }, now)).toBe(true);
  });
  it('lists a minor only to family and team-mates', () => {
    expect(mayListPerson(stranger, { uid: 'kid', birthdate: MINOR }, now)).toBe(false);
    expect(
      mayListPerson(
        circleFrom(
          'mum',
          [
            {
              requesterId: 'kid',
              recipientId: 'mum',
              requesterRelation: 'child',
              recipientRelation: 'parent',
              status: 'accepted',
            },
          ],
          [],
        ),
        { uid: 'kid', birthdate: MINOR },
        now,
      ),
    ).toBe(true);
    expect(mayListPerson(circleFrom('coach', [], [['coach', 'kid']]), { uid: 'kid', birthdate: MINOR }, now)).toBe(true);
  });
  it('does not count a pending family request', () => {
    const pending = circleFrom(
      'mum',
      [{ requesterId: 'mum', recipientId: 'kid', requesterRelation: 'parent', recipientRelation: 'child', status: 'pending' }],
      [],
    );
    expect(mayListPerson(pending, { uid: 'kid', birthdate: MINOR }, now)).toBe(false);
  });
});

describe('makesGuardian', () => {
  const link = (patch: Partial<Link>): Link => ({
    requesterId: 'kid',
    recipientId: 'mum',
    recipientRelation: 'parent',
    requesterRelation: 'child',
    status: 'accepted',
    ...patch,
  });
  it('makes the parent of an accepted link a guardian, whoever asked', () => {
    expect(makesGuardian(link({}), 'mum')).toBe(true);
    expect(
      makesGuardian(
        link({ requesterId: 'mum', recipientId: 'kid', requesterRelation: 'parent', recipientRelation: 'child' }),
        'mum',
      ),
    ).toBe(true);
    expect(makesGuardian(link({ recipientRelation: 'guardian', requesterRelation: 'other' }), 'mum')).toBe(true);
  });
  it('never makes the child, a sibling, a pending request or an outsider a guardian', () => {
    expect(makesGuardian(link({}), 'kid')).toBe(false);
    expect(makesGuardian(link({ recipientRelation: 'sibling', requesterRelation: 'sibling' }), 'mum')).toBe(false);
    expect(makesGuardian(link({ status: 'pending' }), 'mum')).toBe(false);
    expect(makesGuardian(link({}), 'stranger')).toBe(false);
  });
});

describe('listable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads nothing when the list holds no minor', async () => {
    const family = vi.spyOn(familyConnections, 'listOf');
    const teams = vi.spyOn(memberships, 'listOf');
    const people = [
      { uid: 'a', birthdate: ADULT },
      { uid: 'b', birthdate: undefined },
    ];
    expect(await listable('viewer', people, (p) => p, now)).toEqual(people);
    expect(family).not.toHaveBeenCalled();
    expect(teams).not.toHaveBeenCalled();
  });

  it("reads the viewer's family and teams once for the whole list, never per listed person", async () => {
    const family = vi
      .spyOn(familyConnections, 'listOf')
      .mockResolvedValue([
        {
          connectionId: 'c1',
          requesterId: 'kid1',
          recipientId: 'viewer',
          requesterRelation: 'child',
          recipientRelation: 'parent',
          status: 'accepted',
        } as FamilyConnectionItem,
      ]);
    const teams = vi.spyOn(memberships, 'listOf').mockResolvedValue([{ teamId: 't1', role: 'member' }]);
    const members = vi.spyOn(memberships, 'memberIdsOf').mockResolvedValue(['viewer', 'kid2']);
    const people = [
      { uid: 'kid1', birthdate: MINOR },
      { uid: 'kid2', birthdate: MINOR },
      { uid: 'kid3', birthdate: MINOR },
      { uid: 'adult', birthdate: ADULT },
    ];
    const shown = await listable('viewer', people, (p) => p, now);
    expect(shown.map((p) => p.uid)).toEqual(['kid1', 'kid2', 'adult']);
    expect(family).toHaveBeenCalledTimes(1);
    expect(teams).toHaveBeenCalledTimes(1);
    expect(members).toHaveBeenCalledTimes(1);
  });
});
