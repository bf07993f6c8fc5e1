import { describe, expect, it } from 'vitest';
import { familyRelations, inverseRelation, newFamilyMemberId } from '@shared/schemas/family';
import type { FamilyConnectionItem } from '../../data/family-connections';
import { isParty, newConnection, toFamilyConnectionDto } from './rules';

const requester = { uid: 'u-kid', name: 'Kid' };
const mom = { uid: 'u-mom', name: 'Mom' };
const stored = (write: ReturnType<typeof newConnection>): FamilyConnectionItem => ({ ...write, createdAt: '2026-01-01T00:00:00.000Z' });

describe('newConnection', () => {
  it('makes a registered member a pending request; the row relation is what the member is to the requester', () => {
    const c = newConnection('fam_1', requester, { isGthUser: true, relation: 'parent', userId: 'u-mom' }, mom);
    expect(c).toMatchObject({
      requesterId: 'u-kid',
      recipientId: 'u-mom',
      recipientName: 'Mom',
      recipientRelation: 'parent',
      requesterRelation: 'child',
      isRecipientGthUser: true,
      status: 'pending',
    });
  });

  it('saves a non-registered member at once with their age and phone', () => {
    const c = newConnection(
      'fam_2',
      requester,
      { isGthUser: false, relation: 'sibling', firstName: 'Ana', lastName: 'Lee', phoneNumber: '+1 303 555 0100', age: 9 },
      null,
    );
    expect(c).toMatchObject({ recipientName: 'Ana Lee', recipientAge: 9, recipientPhoneNumber: '+1 303 555 0100', status: 'accepted', isRecipientGthUser: false });
    expect(c.recipientId).toBeUndefined();
  });

  it.each(familyRelations)('gives %s an inverse that is a relation too, and spouse/sibling are symmetric', (relation) => {
    expect(familyRelations).toContain(inverseRelation[relation]);
    if (relation === 'spouse' || relation === 'sibling') expect(inverseRelation[relation]).toBe(relation);
  });
});

describe('toFamilyConnectionDto', () => {
  const c = stored(newConnection('fam_1', requester, { isGthUser: true, relation: 'parent', userId: 'u-mom' }, mom));

  it('shows the requester the member and the relation they chose, nothing to answer', () => {
    expect(toFamilyConnectionDto(c, 'u-kid')).toMatchObject({ otherUserId: 'u-mom', otherName: 'Mom', relation: 'parent', awaitingMyAnswer: false });
  });

  it('shows the recipient the requester, the inverse relation, and that they must answer while pending', () => {
    expect(toFamilyConnectionDto(c, 'u-mom')).toMatchObject({ otherUserId: 'u-kid', otherName: 'Kid', relation: 'child', awaitingMyAnswer: true });
    expect(toFamilyConnectionDto({ ...c, status: 'accepted' }, 'u-mom').awaitingMyAnswer).toBe(false);
  });

  it('lets either side, and nobody else, count as a party', () => {
    expect(isParty(c, 'u-kid')).toBe(true);
    expect(isParty(c, 'u-mom')).toBe(true);
    expect(isParty(c, 'u-stranger')).toBe(false);
  });
});

describe('newFamilyMemberId', () => {
  it('is a prefix plus time and random, and sorts by time', () => {
    const a = newFamilyMemberId(1_700_000_000_000, () => 0.5);
    const b = newFamilyMemberId(1_700_000_000_001, () => 0.1);
    expect(a).toMatch(/^fam_[0-9a-z]+_[0-9a-z]{6}$/);
    expect(a < b).toBe(true);
  });
});
