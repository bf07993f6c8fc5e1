import { createdAt, defineEntity, gsiKey, requiredStrings, strings, tableKey } from './table';

export const guestScopes = ['event', 'team'] as const;

/**
 * A person without an account whom an organiser added to an event or a team by name and e-mail.
 * One item per scope and e-mail (the table key), so adding the same address twice is one guest.
 * byGuest finds a guest by its id (routes, the unsubscribe link); byEmail finds every guest record
 * of an address when someone signs up with it (the merge). On an event the guest's place is an
 * RSVP whose `userId` is the `guestId`, so it holds a spot through the RSVP writes.
 * `unsubscribeSecret` is the random half of the guest's unsubscribe link; `unsubscribedAt` stops
 * every e-mail to them.
 */
export const Guest = defineEntity('guest', {
  attributes: {
    ...requiredStrings('scopeId', 'emailLower', 'guestId', 'name', 'email', 'unsubscribeSecret'),
    scopeKind: { type: guestScopes, required: true },
    ...strings('unsubscribedAt'),
    createdAt,
  },
  indexes: {
    byScope: tableKey(['scopeKind', 'scopeId'], ['emailLower']),
    byGuest: gsiKey('byOwner', ['guestId']),
    byEmail: gsiKey('byLookup', ['emailLower'], ['scopeKind', 'scopeId']),
  },
});
