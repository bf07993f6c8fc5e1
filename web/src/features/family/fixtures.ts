import type { FamilyConnectionDto } from '../../../../shared/schemas/family';

/** An accepted connection: Sam (user-1) added Pat (user-2) as a child; seen from Sam's side. */
export const familyConnection = (overrides: Partial<FamilyConnectionDto> = {}): FamilyConnectionDto => ({
  id: 'c1',
  requesterId: 'user-1',
  requesterName: 'Sam',
  recipientId: 'user-2',
  recipientName: 'Pat',
  requesterRelation: 'parent',
  recipientRelation: 'child',
  isRecipientGthUser: true,
  recipientAge: null,
  recipientPhoneNumber: null,
  status: 'accepted',
  createdAt: '2026-11-01T00:00:00.000Z',
  otherUserId: 'user-2',
  otherName: 'Pat',
  relation: 'child',
  awaitingMyAnswer: false,
  ...overrides,
});
