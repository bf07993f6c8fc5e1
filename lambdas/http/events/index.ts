import { eventsRoutes } from '@shared/api/events-routes';
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
import { getFillInvite } from './get-fill-invite';
import { inviteToFill } from './invite-to-fill';
import { leaveEvent } from './leave-event';
import { listEventPayments } from './list-event-payments';
import { listEventRsvps } from './list-event-rsvps';
import { listFavorites } from './list-favorites';
import { listFillCandidates } from './list-fill-candidates';
import { listNearbyEvents } from './list-nearby-events';
import { listUserEvents } from './list-user-events';
import { markRsvpPaid } from './mark-rsvp-paid';
import { nudgeEvent } from './nudge-event';
import { refundEventPayment } from './refund-event-payment';
import { removeFavorite } from './remove-favorite';
import { reviewRsvp } from './review-rsvp';
import { rsvpEvent } from './rsvp-event';
import { updateEvent } from './update-event';

export const handler = domainHandler('events', eventsRoutes, {
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
  getFillInvite,
  inviteToFill,
  leaveEvent,
  listEventPayments,
  listEventRsvps,
  listFavorites,
  listFillCandidates,
  listNearbyEvents,
  listUserEvents,
  markRsvpPaid,
  nudgeEvent,
  refundEventPayment,
  removeFavorite,
  reviewRsvp,
  rsvpEvent,
  updateEvent,
});
