import type { FamilyConnectionDto } from '@shared/schemas/family';
import type { NotificationDto } from '@shared/schemas/notification';
import { familyConnection as baseConnection } from '@web/test/fixtures';

/** A notification for Sam (user-1), unread. */
export const notification = (overrides: Partial<NotificationDto> = {}): NotificationDto => ({
  id: 'n1',
  userId: 'user-1',
  type: 'events',
  title: 'Game tomorrow',
  message: 'Pickup basketball starts at 18:30.',
  data: {},
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  imageUrl: null,
  ...overrides,
});

/** Pat asked to add Sam as family: the request is answered from the notification. */
export const familyRequest = (overrides: Partial<NotificationDto> = {}): NotificationDto =>
  notification({
    id: 'n2',
    type: 'connections',
    title: 'Family request',
    message: 'Pat added you as their child.',
    data: { requesterId: 'user-2', requesterName: 'Pat', relation: 'parent', familyMemberId: 'user-1', connectionId: 'c1' },
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });

/** The connection behind that request, seen from Sam's side (the recipient), accepted. */
export const familyConnection = (overrides: Partial<FamilyConnectionDto> = {}): FamilyConnectionDto =>
  baseConnection({
    requesterId: 'user-2',
    requesterName: 'Pat',
    recipientId: 'user-1',
    recipientName: 'Sam',
    createdAt: '2026-11-21T10:00:00.000Z',
    relation: 'parent',
    ...overrides,
  });

/** An organiser invited Sam to fill a spot in a game far in the future. */
export const fillInvite = (overrides: Partial<NotificationDto> = {}): NotificationDto =>
  notification({
    id: 'n4',
    type: 'fillInvite',
    title: 'A spot is open: Friday Hoops',
    message: 'You’re free then: Friday Hoops, Fri, Dec 4 at 6:00 PM at Downtown Rec Center. Join with one tap.',
    data: { eventId: 'e1', occurrence: '2099-12-05T01:00:00.000Z', action: 'fillInvite' },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  });
