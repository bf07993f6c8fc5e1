import { describe, expect, it } from 'vitest';
import { familyRequestOf, fillInviteOf, newestFirst, notificationsLinkLabel } from './notification-rules';

describe('notification rules', () => {
  it('recognises a family request by its type and connection id', () => {
    expect(familyRequestOf({ type: 'connections', data: { connectionId: 'c1', requesterId: 'u1' } })).toEqual({ connectionId: 'c1' });
    expect(familyRequestOf({ type: 'connections', data: {} })).toBeNull();
    expect(familyRequestOf({ type: 'news', data: { connectionId: 'c1' } })).toBeNull();
  });

  it('recognises a fill invitation by its type, event and date', () => {
    const data = { eventId: 'e1', occurrence: '2099-12-05T01:00:00.000Z' };
    expect(fillInviteOf({ type: 'fillInvite', data })).toEqual(data);
    expect(fillInviteOf({ type: 'fillInvite', data: { eventId: 'e1', occurrence: 'soon' } })).toBeNull();
    expect(fillInviteOf({ type: 'fillInvite', data: { occurrence: data.occurrence } })).toBeNull();
    expect(fillInviteOf({ type: 'eventJoined', data })).toBeNull();
  });

  it('reads the unread count in the link name', () => {
    expect(notificationsLinkLabel(0)).toBe('Notifications');
    expect(notificationsLinkLabel(2)).toBe('Notifications, 2 unread');
  });

  it('orders newest first', () => {
    const items = [{ createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-03-01T00:00:00Z' }];
    expect(newestFirst(items).map((i) => i.createdAt)).toEqual(['2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z']);
  });
});
