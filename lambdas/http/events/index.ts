import { domainHandler } from '../../middleware/http';
import { addEventGuest } from './add-event-guest';
import { addFavorite } from './add-favorite';
import { findEventGuest } from './find-event-guest';
import { getEventGuest } from './get-event-guest';
import { listEventGuests } from './list-event-guests';
import { removeEventGuest } from './remove-event-guest';
import { unsubscribeGuest } from './unsubscribe-guest';
import { cancelEvent } from './cancel-event';
import { createEvent } from './create-event';
import { declineFillInvite } from './decline-fill-invite';
import { getEvent } from './get-event';
import { inviteToFill } from './invite-to-fill';
import { leaveEvent } from './leave-event';
import { listEventRsvps } from './list-event-rsvps';
import { listFavorites } from './list-favorites';
import { listFillCandidates } from './list-fill-candidates';
import { listNearbyEvents } from './list-nearby-events';
import { listUserEvents } from './list-user-events';
import { nudgeEvent } from './nudge-event';
import { removeFavorite } from './remove-favorite';
import { reviewRsvp } from './review-rsvp';
import { rsvpEvent } from './rsvp-event';
import { updateEvent } from './update-event';

export const handler = domainHandler('events', {
  addEventGuest,
  addFavorite,
  findEventGuest,
  getEventGuest,
  listEventGuests,
  removeEventGuest,
  unsubscribeGuest,
  cancelEvent,
  createEvent,
  declineFillInvite,
  getEvent,
  inviteToFill,
  leaveEvent,
  listEventRsvps,
  listFavorites,
  listFillCandidates,
  listNearbyEvents,
  listUserEvents,
  nudgeEvent,
  removeFavorite,
  reviewRsvp,
  rsvpEvent,
  updateEvent,
});
